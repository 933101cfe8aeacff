/**
 * The tray: a panel at the page's inline end (a full-screen sheet on a phone) with a header (who is
 * signed in, or "Sign in", and the close button) over the kit's tabs (profile, account). It is a
 * non-modal dialog, labelled, that takes focus when it opens (the heading of its panel: for a guest
 * asked to sign in, the reason comes first, and the first field is one Tab away; else the selected tab)
 * and gives it back when it closes, to what opened it (see `focus.ts`). Escape closes it; the tabs' keys
 * are the kit's (the arrows, mirrored right-to-left, Home and End).
 */
import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react'
import type { TrayTabProps, TrayTabView } from '../../../contracts/tray'
import type { Slice } from '../../../contracts/plugin'
import type { TrayTab } from '../../../contracts/enums'
import { usePublish, useT } from '../../../kernel/react'
import { isGuestUser } from '../../../kernel/lib/ids'
import { Avatar, Badge, Icon, IconButton, Skeleton } from '../../ui'
import { Tabs } from '../../ui/Tabs'
import type { DeclaredTab, TrayState } from '../state'
import { AccountTab } from './AccountTab'
import { focusIsElsewhere, giveFocusBack, returnPath, type ReturnPath } from './focus'
import { ProfileTab, useSessionUser } from './ProfileTab'

/** The tray's own tabs; the feed, community and settings are declared by the plugins that own them (`tray.add_tab`). */
const OWN_TABS: ReadonlyArray<DeclaredTab> = [
  { id: 'vf-profile', label: 'tray:tray.tabs.profile', order: 20, guests: true },
  { id: 'vf-account', label: 'tray:tray.tabs.account', order: 90, guests: true },
]

/** The declared tabs' panels' loaders, by tab. */
export type TabViews = ReadonlyMap<TrayTab, () => Promise<TrayTabView>>

/** Each declared panel as a lazy component, made once per loader (so a re-render does not load it again). */
const lazyViews = new WeakMap<() => Promise<TrayTabView>, LazyExoticComponent<ComponentType<TrayTabProps>>>()
function lazyView(load: () => Promise<TrayTabView>) {
  let view = lazyViews.get(load)
  if (!view) {
    view = lazy(async () => ({ default: (await load()) as ComponentType<TrayTabProps> }))
    lazyViews.set(load, view)
  }
  return view
}

/** The bell whose click is the latest request to open, if it was one (set by the plugin, read at opening). */
export interface OpenedBy {
  current: HTMLElement | null
}

export function Tray({ tray, openedBy, tabViews }: { tray: Slice<TrayState>; openedBy: OpenedBy; tabViews: TabViews }) {
  const open = useSyncExternalStore(tray.subscribe, () => tray.getState().open)
  return open ? <TrayPanel tray={tray} openedBy={openedBy} tabViews={tabViews} /> : null
}

/** Who the tray is for: the signed-in reader's picture, name and role, or an invitation to sign in. */
function Identity() {
  const { t } = useT()
  const user = useSessionUser()
  if (!user || isGuestUser(user)) {
    return (
      <div className="vf-tray__identity">
        <span className="vf-tray__guest" aria-hidden="true">
          <Icon name="user" />
        </span>
        <p className="vf-tray__name">{t('actions.sign_in')}</p>
      </div>
    )
  }
  const moderator = user.user_privilege === 'moderator' || user.user_privilege === 'admin'
  return (
    <div className="vf-tray__identity">
      <Avatar decorative size="sm" name={user.name} src={user.pic_small ?? user.pic_large} />
      <p className="vf-tray__name">
        <bdi>{user.name}</bdi>
        {moderator && <Badge kind="moderator" />}
        {!moderator && user.badge_trusted && <Badge kind="trusted" />}
      </p>
    </div>
  )
}

function TrayPanel({ tray, openedBy, tabViews }: { tray: Slice<TrayState>; openedBy: OpenedBy; tabViews: TabViews }) {
  const { t } = useT()
  const publish = usePublish()
  const state = useSyncExternalStore(tray.subscribe, tray.getState)
  const panel = useRef<HTMLElement>(null)
  const back = useRef<ReturnPath | undefined>(undefined)
  // Layout effect: focus moves before the browser paints the tray, and on closing it is given back while
  // the tray is still in the document (so we can tell whether focus was in it).
  useLayoutEffect(() => {
    const aside = panel.current
    if (!aside) return
    const doc = aside.ownerDocument
    back.current ??= returnPath(doc, aside, openedBy.current)
    const heading = aside.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) h2')
    const selected = aside.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    ;(heading ?? selected ?? aside).focus()
    return () => {
      if (back.current && !focusIsElsewhere(doc, aside)) giveFocusBack(doc, back.current)
    }
  }, [openedBy])
  const user = useSessionUser()
  const guest = !user || isGuestUser(user)
  // A guest is offered only what a guest can use; a tab asked for that is not offered shows the profile.
  const tabs = [...OWN_TABS, ...state.declared.filter((tab) => tabViews.has(tab.id))].filter((tab) => tab.guests || !guest).sort((a, b) => a.order - b.order)
  const current = tabs.some((tab) => tab.id === state.tab) ? state.tab : 'vf-profile'
  const select = (tab: TrayTab) => tray.update((draft) => void (draft.tab = tab))
  const load = tabViews.get(current)
  const Declared = load ? lazyView(load) : undefined
  const close = () => publish('tray', 'close')
  // On a phone the tab strip scrolls sideways: the selected tab (opened on, or chosen) is scrolled into it.
  useLayoutEffect(() => {
    const tab = panel.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    if (tab && typeof tab.scrollIntoView === 'function') tab.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [current, tabs.length])

  return (
    <aside ref={panel} tabIndex={-1} className="vf-tray" role="dialog" aria-modal="false" aria-label={t('tray:tray.title')} onKeyDown={(e) => e.key === 'Escape' && close()}>
      <div className="vf-tray__header">
        <Identity />
        <IconButton icon="x" label={t('tray:tray.close')} className="vf-tray__close" onClick={close} />
      </div>
      <Tabs
        className="vf-tray__tabs"
        aria-label={t('tray:tray.title')}
        tabs={tabs.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
        selected={current}
        onChange={(id) => select(id as TrayTab)}
      >
        {Declared ? (
          <Suspense fallback={<Skeleton shape="block" size="lg" width="full" />}>
            <Declared selectTab={select} />
          </Suspense>
        ) : current === 'vf-profile' ? (
          <ProfileTab method={state.method} />
        ) : (
          <AccountTab onSignIn={() => select('vf-profile')} />
        )}
      </Tabs>
    </aside>
  )
}
