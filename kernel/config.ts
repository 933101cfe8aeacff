/**
 * Configuration (document 3 §3, §7): every service endpoint group has a default derived from where
 * vf.js was served, and each may be overridden by `window.vfConfig` set before the script loads. The
 * page's object is untrusted: only known keys are read, endpoints must be http(s) or ws(s) URLs.
 */
import type { Endpoints, ResolvedConfig } from '../contracts/config'
import type { Logger } from './log'

/** The resolved configuration the kernel and plugins read. */
export type Config = ResolvedConfig

/** Default endpoints for a service at `origin` (the reference service's layout). */
export function defaultEndpoints(origin: string): Endpoints {
  const base = origin.replace(/\/+$/, '')
  const ws = base.replace(/^http/, 'ws')
  return {
    root: base,
    api: `${base}/v2`,
    toplist: `${base}/toplist`,
    v1: `${base}/v1`,
    v3: `${base}/v3`,
    console: `${base}/console`,
    chat: `${base}/v4/livechat`,
    liveblogs: `${base}/v4/liveblogs`,
    livecomments: `${base}/v4/livecomments`,
    socialStream: `${base}/v3/social`,
    notifications: `${base}/v5`,
    interaction: `${base}/v4/interaction`,
    polls: `${base}/v1/polls`,
    livereviews: `${base}/v1/livereviews`,
    livequestions: `${base}/v1/livequestions`,
    analytics: `${base}/v3/analytics/{DOMAIN}`,
    analyticsV3: `${base}/v3/ingest/{DOMAIN}`,
    auth: `${base}/auth`,
    realtime: `${ws}/ws`,
    realtimeFeed: `${ws}/ws/feed`,
    cdn: `${base}/`,
    paywallProvider: 'https://assets.poool.fr/poool.min.js',
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)
const own = (object: Record<string, unknown>, key: string) => (Object.hasOwn(object, key) ? object[key] : undefined)
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

function validUrl(value: unknown, protocols: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return protocols.includes(url.protocol) ? value.replace(/\/+$/, '') : undefined
  } catch {
    return undefined
  }
}

/**
 * Resolves the configuration from the script's origin, the page's host and `window.vfConfig`.
 * Bad overrides are ignored with a warning naming them.
 */
export function resolveConfig(options: { scriptUrl: string; pageHost: string; vfConfig: unknown; logger: Logger }): Config {
  const { logger } = options
  const origin = new URL(options.scriptUrl).origin
  const endpoints = defaultEndpoints(origin)
  const user = isObject(options.vfConfig) ? options.vfConfig : {}
  const overrides = own(user, 'endpoints')
  if (isObject(overrides)) {
    for (const key of Object.keys(overrides)) {
      if (!Object.hasOwn(endpoints, key)) {
        logger.warn(`vfConfig.endpoints.${key} is not a known endpoint; it is ignored.`)
        continue
      }
      // A websocket group (its default is ws:) takes a ws(s) URL; every other group an http(s) one.
      const socket = /^wss?:/.test(endpoints[key as keyof Endpoints])
      const value = validUrl(overrides[key], socket ? ['ws:', 'wss:'] : ['http:', 'https:'])
      if (value === undefined) logger.warn(`vfConfig.endpoints.${key} must be a${socket ? ' ws(s)' : 'n http(s)'} URL; the default is kept.`)
      else endpoints[key as keyof Endpoints] = value
    }
  }
  const hosts = own(user, 'allowedAdminHosts')
  return Object.freeze({
    endpoints: Object.freeze(endpoints),
    site: text(own(user, 'site')) ?? options.pageHost,
    debug: own(user, 'debug') === true,
    videoPoll: own(user, 'videoPoll') !== false,
    realtimeWorker: own(user, 'realtimeWorker') !== false,
    allowedAdminHosts: Object.freeze(Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : []),
    buildHash: text(own(user, 'buildHash')),
    pushPublicKey: text(own(user, 'pushPublicKey')),
    authClientId: text(own(user, 'authClientId')),
    captchaSiteKey: text(own(user, 'captchaSiteKey')),
    analyticsAccount: text(own(user, 'analyticsAccount')),
  })
}
