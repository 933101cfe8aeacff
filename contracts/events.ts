/**
 * The event map (document 4 §4 and the product's internal events): channel → event → argument tuple.
 * It is an interface so plugins add their channels by declaration merging. Pages may publish any
 * string; plugins only what is declared here.
 */
import type { AdSlotRequest } from './entities/ads'
import type { ContentItem } from './entities/content'
import type { BroadcastNotification, Notification } from './entities/notification'
import type { Location } from './entities/page'
import type { RealtimeEvent } from './entities/realtime'
import type { LoginFailure, LoginResult, User } from './entities/user'
import type { CommentSort, PushState, RealtimeStatus, SocialProvider, TrayTab, WidgetSort } from './enums'

/** The payload of `authentication`/`required`: what asked for sign-in, and which dialog. */
export interface AuthenticationRequest {
  trigger: string
  method: 'login' | 'signup'
}

/** Options of `tray`/`open`. */
export interface TrayOpenOptions {
  /** Why the tray opened (a guest action). */
  reason?: string
}

/**
 * The realtime socket as a view shows it: the payload of `realtime`/`connection`, and part of what
 * `realtime.state` answers.
 */
export interface RealtimeConnection {
  /**
   * idle: not needed yet; connecting; open; waiting: a reconnection is scheduled (backoff); offline: none
   * is (see `resume`); closed: closed on purpose (`realtime.close`) until the next subscriber.
   */
  socket: 'idle' | 'connecting' | 'open' | 'waiting' | 'offline' | 'closed'
  /** The socket is open and live updates flow (again, after a drop). */
  connected: boolean
  /** Reconnections left before going offline. */
  retries: number
  /**
   * Only while `socket` is offline: what brings it back. `online`: the browser is offline; the socket
   * reconnects by itself when it is back online. `manual`: the retries ran out; `realtime.retry`
   * reconnects (so do the browser coming back online and the page becoming visible again).
   */
  resume?: 'online' | 'manual'
}

/** channel → event → argument tuple. */
/** Why the reader was signed out (`logout`/`success`). */
export type LogoutReason = 'reader' | 'page' | 'expired'

export interface LogoutInfo {
  reason: LogoutReason
}

export interface Events {
  viafoura: {
    /** Start-up finished; `window.vf` is ready. */
    ready: []
    /** Teardown: widgets are going away. */
    unready: []
  }
  authentication: {
    /** The product needs the visitor to sign in (swallow it to run your own login). */
    required: [request: AuthenticationRequest]
    /** Legacy name of `required`; re-published as `required`. */
    needed: [request: AuthenticationRequest]
    /** A login was requested. */
    login: [request?: { method?: string }]
    /** The visitor logged out. */
    logout: []
    /** The product's logout failed: the error it failed with. */
    'logout/failure': [error: unknown]
    signup: [result: LoginResult]
    /** A sign-up failed: the answer's data (else the error). */
    'signup/failure': [data: unknown]
    /** Asking for a password-reset e-mail failed: the error it failed with (document 2 §8). */
    'password-reset/failure': [error: unknown]
  }
  login: {
    success: [result: LoginResult]
    failure: [failure: LoginFailure]
    cancel: [loginType: string]
    /** A social login flow started. */
    social: [provider: SocialProvider]
  }
  logout: {
    /**
     * The reader is signed out, once per sign-out whatever ended it: `reader` (the product's "Log out"),
     * `page` (`vf.session.logout()`), `expired` (the service no longer accepts the login: it ran out, was
     * revoked or the reader was banned).
     */
    success: [info: LogoutInfo]
  }
  user: {
    /**
     * Start-up knows who the visitor is, once per page view, after `viafoura`/`ready` (so the page's own
     * subscribers hear it): the user bootstrap named, or the reader whose stored login was resumed; a guest too.
     */
    loaded: [user: User]
    changed: [user: User]
    login: [user: User]
    /** The reader's record was fetched again from the service (a resumed login, the refresh after a sign-in): the record now held. */
    fetch: [user: User]
    /** Declared by document 4 §4; the product has no way to re-send a verification e-mail, so it never publishes this. */
    'resend/email': [user: User]
  }
  comment: {
    created: [comment: ContentItem]
    edited: [comment: ContentItem]
    liked: [comment: ContentItem]
    reaction: [comment: ContentItem, reaction: string]
    rendered: [comment: ContentItem]
  }
  'comment-reply': { posted: [reply: ContentItem] }
  'comment-replies': { loaded: [replies: ContentItem[]] }
  'comment-replies-realtime': { loaded: [replies: ContentItem[]] }
  'comment-thread': { loaded: [thread: ContentItem[]] }
  comments: {
    'more-loaded': [comments: ContentItem[]]
    read: [comment: ContentItem]
    engage: [engagement: { commentCount: number }]
    sorted: [sort: CommentSort | WidgetSort]
  }
  'comments-realtime': { 'more-loaded': [comments: ContentItem[]] }
  commenting: {
    /** The comments widget is ready. */
    loaded: [info: { containerId?: string; total?: number }]
    reload: []
    resized: [size: { height: number }]
    sorted: [sort: CommentSort | WidgetSort]
  }
  liveblog: { loaded: [info: { containerId?: string }]; resized: [size: { height: number }] }
  livechat: { loaded: [info: { containerId?: string }]; paged: [messages: ContentItem[]] }
  reviews: { created: [review: ContentItem] }
  'vf-poll': { created: [poll: unknown]; closed: [poll: unknown]; removed: [poll: unknown] }
  quote: { loaded: [] }
  'share-total': { loaded: [] }
  sharebar: { loaded: [] }
  'vf-tray': {
    /** The tray is mounted and takes requests at once (once per mount; before any opening held until then). */
    loaded: []
  }
  share: { clicked: [network: string, button: string] }
  topics: {
    loaded: [topics: unknown[]]
    followed: [topic: { topic_id: string; topic_name: string; topic_type: string }]
    unfollowed: [topic: { topic_id: string }]
  }
  profile: { show: [user?: User] }
  tray: {
    /**
     * Open the tray on `tab` (the feed by default). A page's publish is its command: applied at once, in
     * order, without interceptors (those see action calls: `vf.actions.call('tray.open')`, and every
     * opening the reader causes).
     */
    open: [triggerEl?: Element | string | null, tab?: TrayTab, opts?: TrayOpenOptions]
    opened: [tab: TrayTab]
    close: []
    closed: []
    /**
     * Open or close the tray. The product's trigger publishes it with its own button, and that click goes
     * through the `tray.toggle` action (an opening through `tray.open`'s interceptors); a page's is a command.
     */
    toggle: [triggerEl?: Element | null]
    /**
     * The reader shows intent to open the tray (the trigger hovered or focused, once per trigger; a page may
     * publish it for its own button): the tray loads now, closed (placed if the page has none), so the
     * opening that follows is at once. It opens nothing.
     */
    'open-intent': []
  }
  'tray-tab': { change: [tab: TrayTab] }
  'vf-tray-trigger': {
    clicked: []
    /** A trigger's button is on the page (once per mounted trigger, hidden or not). */
    loaded: []
    /** Hide every trigger of the page, and those mounted later, until `unhide` (the tray itself is untouched). */
    hide: []
    /** Show the triggers again after `hide`. */
    unhide: []
  }
  'user-notifications': {
    'new-count-changed': [count: number]
    /** Someone signed in: notifications should be read again. */
    refresh: []
  }
  widgets: {
    /** Re-scan the page and mount new widgets. */
    mount: []
    /** Unmount one widget element, or all. */
    unmount: [element?: Element]
    /** A widget was unmounted; the original element is back. */
    unmounted: [original: Node]
  }
  'vf-ads': {
    requestCommentAd: [slot: AdSlotRequest]
    requestLiveblogAd: [slot: AdSlotRequest]
    requestContentRecirculationAd: [slot: AdSlotRequest]
    requestStandaloneAd: [slot: AdSlotRequest]
    requestConversationStarter: [slot: AdSlotRequest]
  }
  account: {
    /** A password-reset e-mail was asked for and the service took the request (`POST account/password`, document 2 §7). */
    reset: []
  }
  analytics: {
    start: []
    track_view: [location: Location]
    track_engagement: [data: Record<string, unknown>]
    track_ad_view: [data: Record<string, unknown>]
    interaction: [data: Record<string, unknown>]
    wall_view: [data: Record<string, unknown>]
    consent: [data: Record<string, unknown>]
    ab_test: [data: Record<string, unknown>]
    load_more_click: [data?: Record<string, unknown>]
    tray_trigger_click: [data?: Record<string, unknown>]
    bell_load: [data?: Record<string, unknown>]
    conversation_starter_load: [data?: Record<string, unknown>]
    sortComments: [data: { from: string; to: string }]
    view: [data: Record<string, unknown>]
    engage: [data: Record<string, unknown>]
    /** A sign-in succeeded (how). */
    login: [data: { loginType?: string }]
    /** A new account was created, credited to what asked for sign-in (the stored referral). */
    signup: [data: { loginType?: string; referral?: { action: string; timestamp: number } }]
    logout: []
  }
  // Internal events of the product.
  realtime: {
    /** A content event arrived on the socket. */
    event: [event: RealtimeEvent]
    /** A subscription's status changed. */
    status: [subscriptionId: string, status: RealtimeStatus]
    /** The socket is (re)connected. */
    connected: []
    /**
     * The socket is down and no reconnection is scheduled: the retries ran out, or the browser is offline
     * (`connection` says which).
     */
    offline: []
    /** The socket's state changed (any field of it); first published when the socket is first needed. */
    connection: [state: RealtimeConnection]
    /** The reader became active again (document 3 §4): paused content subscriptions are asked for again. */
    active: []
    /** The reader became inactive (no activity for the interval, or the page hidden): live content pauses. */
    inactive: []
  }
  notification: {
    received: [notification: Notification]
    broadcast: [notification: BroadcastNotification]
  }
  push: {
    state: [state: PushState]
    /** A new user signed in: push state is read again for them. */
    reset: []
  }
  paywall: { destroy: []; release: [] }
  /** The integrated LoginRadius interface may render (its SDK is loading, the one-time token is here). */
  loginradius: { ready: [setup: { apiKey: string; appName: string; sott: string }] }
  session: {
    refresh: []
    /** The stored login was cleared (a token refresh failed). */
    expired: []
    /** Start-up asks the session plugin to try its auto logins (cookie provider, OAuth, auto social). */
    'auto-login': [request: { autosociallogin?: string }]
  }
  /** The visitor's site: settings and section, from bootstrap. */
  site: { loaded: [settings: Record<string, unknown>] }
  page: { changed: [location: Location] }
  network: { online: []; offline: [] }
}

/** A declared channel. */
export type Channel = keyof Events & string
/** A declared event of channel `C`. */
export type EventOf<C extends Channel> = keyof Events[C] & string
/** The argument tuple of `C`/`E`. */
export type EventArgs<C extends Channel, E extends EventOf<C>> = Events[C][E] extends readonly unknown[] ? Events[C][E] : never

/** v1 event names on `window.viafoura` → channel and event (document 4 §4). */
export const V1EventNames = {
  onLoginSuccess: ['login', 'success'],
  onLogoutSuccess: ['logout', 'success'],
  onLoginFail: ['login', 'failure'],
  onCommentPost: ['comment', 'created'],
  onCommentReply: ['comment-reply', 'posted'],
  onCommentLiked: ['comment', 'liked'],
  onCommentSort: ['commenting', 'sorted'],
  onCommentingPageLoadMore: ['comments', 'more-loaded'],
  onCommentingPageRTLoad: ['comments-realtime', 'more-loaded'],
  onCommentingCommentLoadReplies: ['comment-replies', 'loaded'],
  onCommentingCommentRTLoad: ['comment-replies-realtime', 'loaded'],
  onCommentingCommentRender: ['comment', 'rendered'],
  onShareClick: ['share', 'clicked'],
  onCommentingResize: ['commenting', 'resized'],
} as const satisfies Record<string, readonly [Channel, string]>
