/**
 * The live questions plugin (document 1 §2–§9, document 4 §4–§5): the `vf-livequestions` widget — readers
 * ask questions, upvote each once (and withdraw it) and read the answers; moderators approve or reject what
 * readers ask (and restore what they rejected),
 * answer and mark questions answered; the list by most votes or newest, in pages of `limit` then
 * `pagination-limit`; questions, votes and answers arrive live. Every interaction is a registered action
 * guarded by the permission ruler, so a page can intercept it and a guest is asked to sign in.
 */
import type { Plugin } from '../../contracts/plugin'
import { ErrorCode, VfError } from '../../kernel/errors'
import type { FrameScheduler } from '../ui/live-feed'
import { QuestionSort, type Question } from './contract'
import { questionsAttributes } from './inputs'
import type { Questions } from './questions'
import type { QuestionsState } from './state'

type Instance = { instanceId?: string }
type Item = Instance & { uuid: string }

declare module '../../contracts/actions' {
  interface Actions {
    /** Loads (or reloads) a questions widget: the first page and what awaits approval. */
    'livequestions.load': { params: Instance; result: QuestionsState }
    /** The next page of questions; a page may gate it. */
    'livequestions.load_more': { params: Instance & { limit?: number }; result: { loaded: number; hasMore: boolean } }
    /** Orders the questions by votes or by time. */
    'livequestions.sort': { params: Instance & { sort: QuestionSort }; result: QuestionsState }
    /** Asks a question (signed-in readers); it awaits a moderator's approval. */
    'livequestions.ask': { params: Instance & { content: string }; result: Question }
    /** Upvotes a question, once per reader. */
    'livequestions.upvote': { params: Item; result: Question }
    /** Withdraws the reader's upvote (the Upvote button pressed again). */
    'livequestions.withdraw_vote': { params: Item; result: Question }
    /** Moderators: approve a question (everyone sees it; a rejected one is so restored) or reject it (it stays in the moderators' rejected list). */
    'livequestions.approve': { params: Item; result: Question }
    'livequestions.reject': { params: Item; result: Question }
    /** Moderators: answer a question (it is then answered). */
    'livequestions.answer': { params: Item & { content: string }; result: Question }
    /** Moderators: mark a question answered (answered elsewhere) or not. */
    'livequestions.mark_answered': { params: Item & { answered: boolean }; result: Question }
  }
}

declare module '../../contracts/events' {
  interface Events {
    livequestions: {
      /** The widget is ready. */
      loaded: [info: { containerId: string }]
      'more-loaded': [questions: Question[]]
      sorted: [sort: QuestionSort]
      /** The reader asked a question (awaiting approval unless they moderate). */
      asked: [question: Question]
      /** A moderator answered a question from this page. */
      answered: [question: Question]
    }
    /** What reached a questions widget over the realtime socket. */
    'livequestions-realtime': {
      /** Others' questions that appeared. */
      'more-loaded': [questions: Question[]]
      /** Questions answered. */
      answered: [questions: Question[]]
      /** Questions now awaiting approval (for moderators). */
      waiting: [questions: Question[]]
    }
  }
}

export interface QuestionsOptions {
  /** When live events are applied; the browser's animation frame by default (tests drive their own). */
  frame?: FrameScheduler
}

export function questionsPlugin(options: QuestionsOptions = {}): Plugin {
  return {
    name: 'livequestions',
    dependencies: ['session'],
    setup(ctx) {
      const slice = ctx.store.slice('livequestions', { widgets: {} })
      const widgets = new Map<string, Questions>()
      ctx.i18n.registerNamespace('livequestions', (locale) => import(`./locales/${locale}.ts`))

      /** The widget an action is for: the named instance, or the only one on the page. */
      const widget = (instanceId: string | undefined, params: Instance | undefined) => {
        const id = params?.instanceId ?? instanceId ?? (widgets.size === 1 ? [...widgets.keys()][0] : undefined)
        const found = id ? widgets.get(id) : undefined
        if (!found) throw new VfError(ErrorCode.WidgetNotFound, id ? `No questions widget ${id} on this page` : 'Name the questions widget (instanceId): this page has several')
        return found
      }
      const find = (uuid: string): Question | undefined => {
        for (const w of widgets.values()) {
          const item = w.item(uuid)
          if (item) return item
        }
        return undefined
      }
      const asker = { guard: { subject: 'message', action: 'create' } } as const
      const voter = { guard: { subject: 'message', action: 'like', resource: (p: Item) => find(p.uuid) } } as const
      const moderator = { guard: { subject: 'comment', action: 'moderate' } } as const

      ctx.actions.register('livequestions.load', (p, m) => widget(m.instanceId, p).load())
      ctx.actions.register('livequestions.load_more', (p, m) => widget(m.instanceId, p).loadMore(p?.limit))
      ctx.actions.register('livequestions.sort', (p, m) => {
        if (!QuestionSort.includes(p.sort)) throw new VfError(ErrorCode.InvalidArgument, `Sort questions by ${QuestionSort.join(' or ')}`)
        return widget(m.instanceId, p).sort(p.sort)
      })
      ctx.actions.register('livequestions.ask', (p, m) => widget(m.instanceId, p).ask(p.content), asker)
      ctx.actions.register('livequestions.upvote', (p, m) => widget(m.instanceId, p).upvote(p.uuid), voter)
      ctx.actions.register('livequestions.withdraw_vote', (p, m) => widget(m.instanceId, p).withdrawVote(p.uuid), voter)
      ctx.actions.register('livequestions.approve', (p, m) => widget(m.instanceId, p).moderate(p.uuid, 'approve'), moderator)
      ctx.actions.register('livequestions.reject', (p, m) => widget(m.instanceId, p).moderate(p.uuid, 'reject'), moderator)
      ctx.actions.register('livequestions.answer', (p, m) => widget(m.instanceId, p).answer(p.uuid, p.content), moderator)
      ctx.actions.register('livequestions.mark_answered', (p, m) => widget(m.instanceId, p).markAnswered(p.uuid, p.answered), moderator)

      // A new reader (sign-in or sign-out): the widgets load again, for their rights and their votes.
      let lastUser = ctx.store.getState().session?.user?.uuid
      ctx.bus.subscribe('user', 'changed', (next) => {
        if (next.uuid === lastUser) return
        lastUser = next.uuid
        for (const w of widgets.values()) void w.load().catch(() => undefined)
      })

      ctx.widgets.define({
        tag: 'vf-livequestions',
        // The site's feature switch (document 1 §3): turned off, the page keeps what the publisher wrote.
        siteSwitch: 'enable_livequestions_for_this_site',
        attributes: questionsAttributes,
        skeletonHeight: 420,
        load: async () => (await Promise.all([import('./views/module'), ctx.i18n.load('livequestions')]))[0].questionsModule(ctx, { slice, widgets, ...(options.frame ? { frame: options.frame } : {}) }),
      })
    },
  }
}
