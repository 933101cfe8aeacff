/** The configuration block and the service endpoints (document 3 §3, §7), overridable by `window.vfConfig`. */

/** One URL per service endpoint group. */
export interface Endpoints {
  /** General API (v2). */
  api: string
  /** Toplist API. */
  toplist: string
  /** Older v1 API. */
  v1: string
  /** Root API host (bootstrap). */
  root: string
  /** Per-domain v3 API; its host prefix is a subdomain. */
  v3: string
  /** The moderation console host. */
  console: string
  /** Chat API (v4). */
  chat: string
  /** Live-blog API (v4). */
  liveblogs: string
  /** Live-comments API (v4). */
  livecomments: string
  /** Social-stream ingestion API (v3). */
  socialStream: string
  /** User-notification host (v5). */
  notifications: string
  /** Interaction API (v4). */
  interaction: string
  /** Polls API (v1). */
  polls: string
  /** Live-reviews API (v1). */
  livereviews: string
  /** Live-questions API (v1). */
  livequestions: string
  /** Analytics ingest (v3), with a `{DOMAIN}` placeholder. */
  analytics: string
  /** Second analytics ingest path (v3), with a `{DOMAIN}` placeholder. */
  analyticsV3: string
  /** The authentication service (social popup, LoginRadius helper). */
  auth: string
  /** Realtime websocket subscription host. */
  realtime: string
  /** Realtime event-feed websocket. */
  realtimeFeed: string
  /** CDN root for assets. */
  cdn: string
  /** The third-party paywall's script on its provider's asset host (document 3 §7), loaded only where the site enables it. */
  paywallProvider: string
}

/** What a publisher may set in `window.vfConfig` before the script loads. */
export interface VfConfig {
  /** The site or domain (unset by default: the page's host). */
  site?: string
  /** Deprecation warnings and diagnostics. */
  debug?: boolean
  /** Video polls (default true). */
  videoPoll?: boolean
  /**
   * The realtime websocket in a worker from a `blob:` URL (default true). A page whose
   * Content-Security-Policy has no `worker-src blob:` gets it on the main thread either way; false skips
   * the attempt, and its CSP violation report.
   */
  realtimeWorker?: boolean
  /** Hosts allowed for admin and insights tools. */
  allowedAdminHosts?: string[]
  buildHash?: string
  /** The push notifications public (VAPID) key. */
  pushPublicKey?: string
  /** Authentication client id. */
  authClientId?: string
  /** Captcha site key. */
  captchaSiteKey?: string
  /** Legacy analytics account. */
  analyticsAccount?: string
  /** Endpoint overrides. */
  endpoints?: Partial<Endpoints>
}

/** The configuration after defaults and `vfConfig` overrides, as plugins read it (`ctx.config`). */
export interface ResolvedConfig {
  readonly endpoints: Readonly<Endpoints>
  /** The site or domain (the page's host unless `vfConfig.site` says otherwise). */
  readonly site: string
  readonly debug: boolean
  readonly videoPoll: boolean
  /** The realtime websocket in a worker where the page allows one. */
  readonly realtimeWorker: boolean
  readonly allowedAdminHosts: readonly string[]
  readonly buildHash: string | undefined
  readonly pushPublicKey: string | undefined
  readonly authClientId: string | undefined
  readonly captchaSiteKey: string | undefined
  readonly analyticsAccount: string | undefined
}
