/**
 * The paywall at work, loaded (with XState) only where the site enables the wall and the page's path
 * takes it (index.ts): the machine and its real actors, the rules' inputs heard on the bus, the walls
 * slice the comments widget reads, the slots filled with the wall's view, and what the interceptors ask.
 */
import { createActor, fromCallback, fromPromise } from 'xstate'
import { Constants } from '../../contracts/constants'
import type { InterceptorContext, PluginContext, Slice } from '../../contracts/plugin'
import type { WallPostsAnswer, WallsState } from '../../contracts/walls'
import { ErrorCode, VfError } from '../../kernel/errors'
import { isHttpError } from '../../kernel/http/errors'
import { isGuestUser } from '../../kernel/lib/ids'
import type { PaywallOptions, PaywallState, PaywallStatus } from './index'
import { areasOf, paywallMachine } from './paywall.machine'
import { createProvider, type ProviderHost } from './provider'
import { appliesTo, decide, registeredAllowance, type Allowance, type Decision, type Overrides, type WallSettings } from './rules'
import { createSlots } from './slots'

const ALLOWANCE_KEY = 'paywall.allowance.'
const DAY_MS = 86_400_000
const isAllowance = (v: unknown): v is Allowance =>
  !!v && typeof v === 'object' && Array.isArray((v as Allowance).posts) && (v as Allowance).posts.every((t) => typeof t === 'number') &&
  ['oneLeftAt', 'until', 'countFrom'].every((k) => (v as Record<string, unknown>)[k] === undefined || typeof (v as Record<string, unknown>)[k] === 'number')

/** Features the wall needs; a browser without them is outdated (document 3 §8: force release). */
const modernBrowser = (host: ProviderHost | undefined) => () => {
  const win = host?.window as (Window & typeof globalThis) | undefined
  return !!win && typeof win.MutationObserver === 'function' && typeof win.Promise?.prototype.finally === 'function' && typeof win.Element?.prototype.closest === 'function'
}

export interface RunningPaywall {
  /** `live_comments.load_more`: a press counts; stopped while (or once) the load-more area is walled. */
  loadMore(call: InterceptorContext): void
  /** `comments.post` / `comments.reply`: stopped while that form is walled. */
  gate(area: 'post' | 'reply', call: InterceptorContext): void
}

/** What the plugin's start hears of the page's threads: the largest one's comments, and who to tell when one loads. */
export interface ThreadsHeard {
  comments: number
  loaded: (() => void) | undefined
}

export interface RunningDeps {
  host: ProviderHost | undefined
  options: PaywallOptions
  settings: WallSettings
  overrides: Overrides
  walls: Slice<WallsState>
  slice: Slice<PaywallState>
  threads: ThreadsHeard
}

export function startPaywall(ctx: PluginContext, { host, options, settings, overrides, walls, slice, threads }: RunningDeps): RunningPaywall {
  const { now, timers } = ctx.clock
  let periodEnd: unknown
  const debug = (title: string, ...details: unknown[]) => {
    if (overrides.debug) console.info(`[viafoura] paywall: ${title}`, ...details)
    else ctx.log.debug(`paywall: ${title}`, ...details)
  }

  const user = () => ctx.store.getState().session?.user ?? ctx.store.getState().site?.user
  const reader = () => {
    const u = user()
    if (isGuestUser(u)) return 'guest' as const
    return u?.user_privilege === 'admin' || u?.user_privilege === 'moderator' ? ('staff' as const) : ('user' as const)
  }
  const applies = () => appliesTo(ctx.store.getState().page?.path ?? host?.window.location?.pathname ?? '/', settings.locations)

  // What the rules read: the largest thread on the page, this page's load-more presses, the reader's posts.
  let loadMoreClicks = 0
  const allowanceKey = () => `${ALLOWANCE_KEY}${user()?.uuid ?? ''}`
  const keptAllowance = (): Allowance => ctx.storage.local.get(allowanceKey(), isAllowance) ?? { posts: [] }

  /**
   * The service's count of the signed-in reader's posts (`GET /v2/{section}/paywall/posts`), made from any
   * browser, asked for once per reader, its times moved to this browser's clock; and the posts this page
   * made since it answered, which it cannot know. While it has not answered (or cannot), this browser's
   * own count stands.
   */
  let served: { user: string; posts: number[]; since: number[] } | undefined
  let asking: string | undefined
  const askService = () => {
    const uuid = user()?.uuid
    const section = ctx.store.getState().site?.settings?.section_id
    if (reader() !== 'user' || !settings.targetRegistered || !uuid || !section || served?.user === uuid || asking === uuid) return
    asking = uuid
    ctx.http
      .request<WallPostsAnswer>({ url: `${ctx.config.endpoints.api}/${encodeURIComponent(String(section))}/paywall/posts` })
      .then((answer) => {
        if (user()?.uuid !== uuid || !Array.isArray(answer?.posts) || typeof answer.now !== 'number') return
        const skew = now() - answer.now
        served = { user: uuid, posts: answer.posts.filter((t) => typeof t === 'number' && Number.isFinite(t)).map((t) => t + skew), since: [] }
        debug('posts counted by the service', answer.count)
        evaluate()
      })
      .catch((error: unknown) => {
        // A service without the count (not the reference service's) is no fault: this browser counts.
        if (isHttpError(error) && error.error_status === 404) debug('the service does not count posts; this browser does')
        else ctx.log.warn('paywall: the service could not say how many comments the reader posted; this browser counts them.', error)
      })
      .finally(() => void (asking === uuid && (asking = undefined)))
  }
  /** The reader's posts: the service's and this page's since it answered, else this browser's. */
  const counted = (): Allowance => {
    const kept = keptAllowance()
    if (!served || served.user !== user()?.uuid) return kept
    const merged: Allowance = { ...kept, posts: [...served.posts, ...served.since] }
    // A browser that never saw the reader with one post left (they wrote elsewhere): the reset period runs
    // from the post that left one, as it did where they wrote it.
    if (merged.oneLeftAt === undefined && settings.postsToWall >= 2) {
      const from = Math.max(now() - settings.lookbackDays * DAY_MS, merged.countFrom ?? -Infinity)
      const recent = merged.posts.filter((t) => t >= from && t <= now()).sort((a, b) => a - b)
      const leftOne = recent[settings.postsToWall - 2]
      if (leftOne !== undefined) merged.oneLeftAt = leftOne
    }
    return merged
  }

  const provider = host
    ? (options.provider ?? createProvider)({
        host,
        url: ctx.config.endpoints.paywallProvider,
        appId: settings.appId,
        debug: overrides.debug,
        locale: ctx.i18n.locale,
        onLogin: () => ctx.bus.publish('authentication', 'required', { trigger: 'paywall', method: 'login' }),
        warn: (message, error) => ctx.log.warn(`paywall: ${message}`, error),
      })
    : undefined

  const actor = createActor(
    paywallMachine.provide({
      actors: {
        check: fromPromise(async () => {
          if (!(options.supported ?? modernBrowser(host))()) throw new VfError(ErrorCode.Unsupported, 'This browser cannot show the paywall')
        }),
        provider: fromCallback(({ sendBack }) => {
          if (!provider) {
            sendBack({ type: 'fail', error: new VfError(ErrorCode.Unsupported, 'No page to load the paywall provider in') })
            return
          }
          return provider.start(sendBack)
        }),
      },
      actions: {
        wallViewed: (_, { decision }) => {
          if (!decision) return
          debug('wall shown', decision)
          ctx.bus.publish('analytics', 'wall_view', {
            type: decision.kind,
            segment: decision.segment,
            areas: Object.keys(decision.areas).join(','),
            ...(decision.remaining !== undefined ? { remaining: decision.remaining } : {}),
          })
        },
      },
    }),
  )

  /**
   * Whether the wall keeps only the visible comments: decided when it goes up, and kept while it stays. Up
   * as a thread loads, only the visible comments stay in the page; up later (the visitor's segment rose
   * while reading, a press of load more), what they have read stays and nothing more comes.
   */
  let trimmed: boolean | undefined
  const evaluate = (trigger: 'thread' | 'other' = 'other') => {
    let allowance
    if (reader() === 'user' && settings.targetRegistered) {
      allowance = registeredAllowance(counted(), settings, now())
      ctx.storage.local.set(allowanceKey(), allowance.next)
    }
    let decision: Decision = applies()
      ? decide({ settings, overrides, reader: reader(), segment: ctx.store.getState().segments?.segment ?? 'none', comments: threads.comments, loadMoreClicks, ...(allowance ? { allowance } : {}) })
      : { kind: 'none', walled: false, areas: {}, segment: 'none' }
    if (!decision.walled) trimmed = undefined
    else {
      trimmed ??= trigger === 'thread'
      if (!trimmed && decision.visible !== undefined) {
        const { visible: _, ...rest } = decision
        decision = rest
      }
    }
    actor.send({ type: 'decide', decision })
    // The end of a reset period lifts the wall without anything else happening on the page.
    timers.clearTimeout(periodEnd)
    if (decision.until !== undefined) periodEnd = timers.setTimeout(() => evaluate(), Math.min(Math.max(0, decision.until - now()), Constants.maxTimerMs))
  }

  const slots = host ? createSlots({ ctx, host, provider, signIn: () => ctx.bus.publish('authentication', 'required', { trigger: 'paywall', method: 'login' }) }) : undefined
  let lastStatus: string | undefined
  /** The evaluation under way answers the reader's own action. */
  let readerAction = false
  actor.subscribe((snapshot) => {
    const status = snapshot.value as PaywallStatus
    const { decision, reason } = snapshot.context
    const areas = areasOf(status, decision)
    if (status !== lastStatus) debug(`${lastStatus ?? 'start'} → ${status}`, reason ?? '')
    const arrived = status === 'walled' && lastStatus !== 'walled'
    lastStatus = status
    slice.update((draft) => {
      if (arrived) draft.byReader = readerAction
      draft.status = status
      draft.decision = decision
      draft.reason = reason
    })
    walls.update(() => ({ areas, ...(status === 'walled' && decision?.visible !== undefined ? { visible: decision.visible, percentToHide: settings.percentToHide } : {}) }))
    slots?.sync(Object.keys(areas).length > 0)
  })
  actor.start()
  actor.send({ type: 'start' })
  // A thread that loaded before this code arrived is walled as a thread that loads.
  evaluate(threads.comments > 0 ? 'thread' : 'other')

  askService()
  threads.loaded = () => evaluate('thread')
  ctx.onDispose(() => void (threads.loaded = undefined))
  const posted = () => {
    if (reader() !== 'user') return
    const kept = keptAllowance()
    ctx.storage.local.set(allowanceKey(), { ...kept, posts: [...kept.posts, now()] })
    if (served && served.user === user()?.uuid) served.since.push(now())
    readerAction = true
    evaluate()
    readerAction = false
  }
  ctx.bus.subscribe('comment', 'created', posted)
  ctx.bus.subscribe('comment-reply', 'posted', posted)
  ctx.bus.subscribe('user', 'changed', () => {
    evaluate()
    askService()
  })
  ctx.bus.subscribe('paywall', 'destroy', () => {
    loadMoreClicks = 0
    actor.send({ type: 'destroy' })
    evaluate()
  })
  ctx.bus.subscribe('paywall', 'release', () => actor.send({ type: 'release' }))
  let segment = ctx.store.getState().segments?.segment
  ctx.onDispose(
    ctx.store.subscribe(() => {
      const next = ctx.store.getState().segments?.segment
      if (next === segment) return
      segment = next
      evaluate()
    }),
  )

  ctx.onDispose(() => {
    timers.clearTimeout(periodEnd)
    actor.stop()
    slots?.stop()
  })
  return {
    loadMore(call) {
      if (walls.getState().areas.load_more === 'wall') return call.intercept('paywall')
      loadMoreClicks += 1
      readerAction = true
      evaluate()
      readerAction = false
      if (walls.getState().areas.load_more === 'wall') call.intercept('paywall')
      else call.continue()
    },
    gate(area, call) {
      if (walls.getState().areas[area] === 'wall') call.intercept('paywall')
      else call.continue()
    },
  }
}
