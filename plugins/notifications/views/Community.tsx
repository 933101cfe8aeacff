/**
 * The tray's community tab (document 2 §4 "Follow and mute", §9): who follows the reader, whom they
 * follow and whom they muted (each list at most 100, as the service gives them), every person with the
 * action that fits — follow back (not someone muted: the rules say no), unfollow, mute (which unfollows)
 * and unmute — through the session's actions, so its rules, reverts and the page's interceptors apply.
 * Names and pictures are read once per person (the user record) and kept for the page view. A new
 * follower arriving while the tab is open joins the list at once and is said politely (followers.ts).
 */
import { memo, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { User } from '../../../contracts/entities/user'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { TrayTabProps } from '../../../contracts/tray'
import { isActionFailure } from '../../../kernel/actions'
import { isOn } from '../../../kernel/lib/settings'
import { useT } from '../../../kernel/react'
import { Avatar, Button } from '../../ui'
import type { FollowersState } from '../followers'
import { NOTIFICATIONS_NAMESPACE as NS } from '../state'

type Person = Pick<User, 'uuid' | 'name'> & { pic?: string | undefined }

/** People read once per page view, by UUID (a failed read is tried again the next time the tab shows). */
const people = new Map<string, Promise<Person | undefined>>()
function personOf(ctx: PluginContext, uuid: string): Promise<Person | undefined> {
  let known = people.get(uuid)
  if (!known) {
    known = ctx.http.request<User>({ url: `${ctx.config.endpoints.api}/users/${encodeURIComponent(uuid)}` }).then(
      (user) => ({ uuid, name: typeof user?.name === 'string' ? user.name : '', pic: user?.pic_small ?? undefined }),
      () => {
        people.delete(uuid)
        return undefined
      },
    )
    people.set(uuid, known)
  }
  return known
}

const EMPTY: Readonly<Record<string, unknown>> = Object.freeze({})
const NONE: ReadonlyArray<{ user_uuid: string }> = Object.freeze([])

export function Community({ ctx, live }: TrayTabProps & { ctx: PluginContext; live: Slice<FollowersState> }) {
  const { t } = useT(NS)
  const graph = useSyncExternalStore(ctx.store.subscribe, () => ctx.store.getState().graph)
  const me = useSyncExternalStore(ctx.store.subscribe, () => ctx.store.getState().session?.user?.uuid)
  const fresh = useSyncExternalStore(live.subscribe, live.getState)
  const muting = useSyncExternalStore(ctx.store.subscribe, () => isOn(ctx.store.getState().site?.settings.enable_muting))
  // The list read again after a follow arrived live is newer than the one the session read at sign-in.
  const followers = (fresh.list && fresh.owner === me ? fresh.list : graph?.followers) ?? NONE
  const following = graph?.following ?? EMPTY
  const muted = graph?.muted ?? EMPTY
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState('')
  const [said, setSaid] = useState('')

  // A follower who arrived while the tab is open: said once, politely, by name.
  const arrived = fresh.arrived
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])
  useEffect(() => {
    if (arrived.length === 0) return
    void Promise.all(arrived.map((uuid) => personOf(ctx, uuid))).then((people) => {
      if (!mounted.current) return
      const first = people[0]?.name || t('community.someone')
      setSaid(people.length === 1 ? t('community.new_follower', { name: first }) : t('community.new_followers', { n: people.length }))
    })
    live.update((draft) => void (draft.arrived = []))
  }, [ctx, live, arrived, t])

  const run = async (uuid: string, action: 'session.follow_user' | 'session.unfollow_user' | 'session.mute' | 'session.unmute') => {
    setBusy(uuid)
    setFailure('')
    const outcome = await ctx.actions.call(action, { params: { uuid } })
    setBusy('')
    if (isActionFailure(outcome) || outcome === false) setFailure(t('community.failed'))
  }
  const lists: Array<{ id: string; uuids: string[]; empty: string }> = [
    { id: 'followers', uuids: followers.map((f) => f.user_uuid), empty: t('community.no_followers') },
    { id: 'following', uuids: Object.keys(following), empty: t('community.no_following') },
    ...(muting || Object.keys(muted).length > 0 ? [{ id: 'muted', uuids: Object.keys(muted), empty: t('community.no_muted') }] : []),
  ]
  return (
    <section className="vf-community" aria-labelledby="vf-community-title">
      <h2 id="vf-community-title" tabIndex={-1}>
        {t('community.title')}
      </h2>
      <p role="status" className={failure ? 'vf-feed__failure' : 'vf-visually-hidden'}>
        {failure}
      </p>
      <div role="status" aria-live="polite" className="vf-visually-hidden">
        {said}
      </div>
      {lists.map(({ id, uuids, empty }) => (
        <div key={id} className="vf-community__group">
          <h3 id={`vf-community-${id}`}>{t(`community.${id}`, { n: uuids.length })}</h3>
          {uuids.length === 0 ? (
            <p className="vf-community__empty">{empty}</p>
          ) : (
            <ul role="list" className="vf-community__list" aria-labelledby={`vf-community-${id}`}>
              {uuids.map((uuid) => (
                <PersonRow key={uuid} ctx={ctx} uuid={uuid} list={id} following={Object.hasOwn(following, uuid)} muted={Object.hasOwn(muted, uuid)} muting={muting} busy={busy === uuid} run={run} />
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  )
}

interface RowProps {
  ctx: PluginContext
  uuid: string
  list: string
  following: boolean
  muted: boolean
  muting: boolean
  busy: boolean
  run(uuid: string, action: 'session.follow_user' | 'session.unfollow_user' | 'session.mute' | 'session.unmute'): Promise<void>
}

const PersonRow = memo(function PersonRow({ ctx, uuid, list, following, muted, muting, busy, run }: RowProps) {
  const { t } = useT(NS)
  const [person, setPerson] = useState<Person | undefined>(undefined)
  useEffect(() => {
    let live = true
    void personOf(ctx, uuid).then((p) => live && setPerson(p))
    return () => void (live = false)
  }, [ctx, uuid])
  const name = person?.name || t('community.someone')
  return (
    <li className="vf-community__person">
      <Avatar decorative size="sm" name={name} src={person?.pic} />
      <bdi className="vf-community__name">{name}</bdi>
      <span className="vf-community__actions">
        {muted ? (
          <Button busy={busy} onClick={() => void run(uuid, 'session.unmute')}>
            {t('community.unmute')}
            <span className="vf-visually-hidden"> {name}</span>
          </Button>
        ) : (
          <>
            {following ? (
              <Button busy={busy} onClick={() => void run(uuid, 'session.unfollow_user')}>
                {t('community.unfollow')}
                <span className="vf-visually-hidden"> {name}</span>
              </Button>
            ) : (
              <Button variant="primary" busy={busy} onClick={() => void run(uuid, 'session.follow_user')}>
                {list === 'followers' ? t('community.follow_back') : t('community.follow')}
                <span className="vf-visually-hidden"> {name}</span>
              </Button>
            )}
            {muting && (
              <Button variant="ghost" busy={busy} onClick={() => void run(uuid, 'session.mute')}>
                {t('community.mute')}
                <span className="vf-visually-hidden"> {name}</span>
              </Button>
            )}
          </>
        )}
      </span>
    </li>
  )
})
