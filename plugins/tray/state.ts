/**
 * The tray's state: open or closed, which tab, whether its code has loaded (unloaded → loading →
 * loaded), and whether the page hid the trigger. Requests that arrive before it loaded are held and
 * replayed in order once it has (document 1 §4, document 2 §2).
 */
import { TrayTab, type TrayLoading } from '../../contracts/enums'
import type { TrayTabDeclaration } from '../../contracts/tray'
import type { AttributeSchema, PropsOf } from '../../contracts/widgets'

/** The tray's translation namespace (its panel's and forms' words, 13 locales in ./locales). */
export const TRAY_NAMESPACE = 'tray'

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The tray plugin's: open or closed, which tab, loaded or not, the trigger hidden. */
    tray: TrayState
  }
}

/** The trigger's attributes (document 4 §5): `floating`, "true"/"false", false by default. */
export const TRIGGER_ATTRIBUTES = { floating: { kind: 'boolean', default: false } } as const satisfies AttributeSchema
/** The trigger's props, as the widget host parses them. */
export type TriggerProps = PropsOf<typeof TRIGGER_ATTRIBUTES>

export const DEFAULT_TAB: TrayTab = 'vf-feed'
export const PROFILE_TAB: TrayTab = 'vf-profile'

export interface TrayState {
  open: boolean
  tab: TrayTab
  loading: TrayLoading
  /** Why it opened (a guest action asking to sign in), for the profile tab's message. */
  reason: string | undefined
  /** The method a sign-in request asked for. */
  method: 'login' | 'signup'
  /** The page hid the trigger (`vf-tray-trigger`/`hide`) and has not shown it again (`unhide`). */
  triggerHidden: boolean
  /** Tabs other plugins declared (`tray.add_tab`), without their loaders (kept beside the store). */
  declared: DeclaredTab[]
  /** New notifications, as `user-notifications`/`new-count-changed` last said (the bell's badge). */
  newCount: number
  /**
   * A count that grew while the reader was here, to be said once ("New notifications: 3"); 0 for nothing to
   * say. The first count after someone signs in is what was waiting for them, not news: it is not said.
   */
  countNews: number
  /** Whether a count has been given since the user last changed. */
  countSettled: boolean
}

/** A declared tab as the store keeps it. */
export type DeclaredTab = Omit<TrayTabDeclaration, 'load'>

export type TrayRequest = { type: 'open'; tab?: unknown; reason?: string; method?: 'login' | 'signup' } | { type: 'close' } | { type: 'toggle' }

export const initialTrayState = (): TrayState => ({ open: false, tab: DEFAULT_TAB, loading: 'unloaded', reason: undefined, method: 'login', triggerHidden: false, declared: [], newCount: 0, countNews: 0, countSettled: false })

export const isTrayTab = (tab: unknown): tab is TrayTab => typeof tab === 'string' && (TrayTab as readonly string[]).includes(tab)

/** The params of `tray.open` as anyone may send them (a page calls with anything): an opening request. */
export function openRequest(params: unknown): TrayRequest & { type: 'open' } {
  const { tab, reason, method } = params && typeof params === 'object' ? (params as Record<string, unknown>) : {}
  return {
    type: 'open',
    tab,
    ...(typeof reason === 'string' && reason !== '' ? { reason } : {}),
    ...(method === 'login' || method === 'signup' ? { method } : {}),
  }
}

/** Applies one request to the state (an immer recipe body). */
export function applyRequest(draft: TrayState, request: TrayRequest): void {
  if (request.type === 'close') {
    draft.open = false
    return
  }
  if (request.type === 'toggle') {
    draft.open = !draft.open
    return
  }
  draft.open = true
  draft.tab = isTrayTab(request.tab) ? request.tab : DEFAULT_TAB
  draft.reason = request.reason
  draft.method = request.method ?? 'login'
}
