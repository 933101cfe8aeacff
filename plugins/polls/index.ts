/**
 * The polls plugin (document 1 §1, §5, §6; document 4 §4–§5): the `vf-poll` widget — a question with
 * single- or multiple-choice options, one vote per reader, the results as bars with counts and
 * percentages, arriving live; `require_user_authentication_to_vote` and
 * `require_user_authentication_to_see_results` (the poll's own, else the site's); closing at a time or
 * by a moderator, who also makes and removes the page's poll in the widget. Voting is the registered
 * action `polls.vote`, guarded by the ruler's `polls.vote` (a guest who must sign in is asked to), so a
 * page can intercept it.
 */
import type { Plugin } from '../../contracts/plugin'
import { ErrorCode, VfError } from '../../kernel/errors'
import type { FrameScheduler } from '../ui/live-feed'
import type { Poll, PollCreateBody } from './contract'
import { pollAttributes } from './inputs'
import type { PollController } from './poll'
import type { PollState } from './state'

type Instance = { instanceId?: string }

declare module '../../contracts/actions' {
  interface Actions {
    /** Loads (or reloads) a poll widget's poll. */
    'polls.load': { params: Instance; result: PollState }
    /** The reader's vote: one option, or several in a multiple-choice poll; once. */
    'polls.vote': { params: Instance & { option_uuids: string[] }; result: Poll }
    /** Moderators: makes the page's poll (the widget's container). */
    'polls.create': { params: Instance & Omit<PollCreateBody, 'container_id'>; result: Poll }
    /** Moderators: closes the poll (it takes no more votes). */
    'polls.close': { params: Instance; result: Poll }
    /** Moderators: removes the poll from the page. */
    'polls.remove': { params: Instance; result: { content_container_uuid: string; removed: true } }
  }
}

export interface PollsOptions {
  /** When live events are applied; the browser's animation frame by default (tests drive their own). */
  frame?: FrameScheduler
}

export function pollsPlugin(options: PollsOptions = {}): Plugin {
  return {
    name: 'polls',
    dependencies: ['session'],
    setup(ctx) {
      const slice = ctx.store.slice('polls', { polls: {} })
      const polls = new Map<string, PollController>()
      ctx.i18n.registerNamespace('polls', (locale) => import(`./locales/${locale}.ts`))

      /** The poll an action is for: the named instance, or the only one on the page. */
      const poll = (instanceId: string | undefined, params: Instance | undefined) => {
        const id = params?.instanceId ?? instanceId ?? (polls.size === 1 ? [...polls.keys()][0] : undefined)
        const found = id ? polls.get(id) : undefined
        if (!found) throw new VfError(ErrorCode.WidgetNotFound, id ? `No poll widget ${id} on this page` : 'Name the poll widget (instanceId): this page has several')
        return found
      }
      /** The poll a vote concerns, for the ruler (its own sign-in settings). */
      const resource = (params: Instance | undefined) => {
        try {
          return poll(undefined, params).poll()
        } catch {
          return undefined
        }
      }
      const moderator = { guard: { subject: 'comment', action: 'moderate' } } as const

      ctx.actions.register('polls.load', (p, m) => poll(m.instanceId, p).load())
      ctx.actions.register('polls.vote', (p, m) => poll(m.instanceId, p).vote(p.option_uuids), { guard: { subject: 'polls', action: 'vote', resource } })
      ctx.actions.register('polls.create', ({ instanceId, ...body }, m) => poll(m.instanceId, { instanceId }).create(body), moderator)
      ctx.actions.register('polls.close', (p, m) => poll(m.instanceId, p).close(), moderator)
      ctx.actions.register('polls.remove', (p, m) => poll(m.instanceId, p).remove(), moderator)

      // A new reader (sign-in or sign-out): the polls load again, for their vote and their right to the results.
      let lastUser = ctx.store.getState().session?.user?.uuid
      ctx.bus.subscribe('user', 'changed', (next) => {
        if (next.uuid === lastUser) return
        lastUser = next.uuid
        for (const p of polls.values()) void p.load().catch(() => undefined)
      })

      ctx.widgets.define({
        tag: 'vf-poll',
        attributes: pollAttributes,
        skeletonHeight: 420,
        load: async () => (await Promise.all([import('./views/module'), ctx.i18n.load('polls')]))[0].pollModule(ctx, { slice, polls, ...(options.frame ? { frame: options.frame } : {}) }),
      })
    },
  }
}
