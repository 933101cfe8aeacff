/**
 * Compiled by `tsc` (never run): a third party's plugin written from `contracts/` alone — no import from
 * kernel/ or plugins/ (test/kernel/contracts-only.test.ts holds that) — uses every service the context
 * gives, declares its store slice, action and event by declaration merging, and gets typed widget props
 * from its attribute schema. Every `@ts-expect-error` must be a real error, or the type check fails.
 */
import type { Clock, Cookies, HttpClient, HttpErrorShape, I18n, NamespaceLoader, PageService, Plugin, PluginContext, ProductStorage, ReactSdk, RequestStatusStore, Slice, WidgetModule } from '../../contracts'
import { ErrorCode } from '../../contracts'

/** The plugin's own state, declared in the store's slice map. */
interface PollState {
  votes: Record<string, number>
  voted: string | undefined
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The example poll plugin's (test/types/third-party-plugin.type-test.ts). */
    example_poll: PollState
  }
}
declare module '../../contracts/actions' {
  interface Actions {
    /** The example poll plugin's vote. */
    'example_poll.vote': { params: { choice: string }; result: { total: number } }
  }
}
declare module '../../contracts/events' {
  interface Events {
    example_poll: { voted: [choice: string, total: number] }
  }
}

const pollAttributes = {
  'vf-container-id': { kind: 'text', max: 200, prop: 'containerId' },
  choices: { kind: 'integer', min: 2, max: 6, default: 2 },
  layout: { kind: 'enum', values: ['row', 'column'], default: 'row' },
  'show-results': { kind: 'boolean', default: false },
  title: { kind: 'text', max: 80, default: 'Have your say' },
} as const

const locales: NamespaceLoader = async (locale) => ({ default: { title: `Poll (${locale})` } })

export function examplePoll(): Plugin {
  return {
    name: 'example_poll',
    dependencies: ['session'],
    publicApi: { paths: ['example_poll.results'] },
    setup(ctx: PluginContext) {
      // The store: its own slice typed, everyone's readable typed.
      const poll: Slice<PollState> = ctx.store.slice('example_poll', { votes: {}, voted: undefined })
      const reader: string | undefined = ctx.store.getState().session?.user.uuid
      const section: string | undefined = ctx.store.getState().site?.settings.section_id
      const deepLinked: string | undefined = ctx.store.getState().page?.deeplink_uuid
      const online: boolean | undefined = ctx.store.getState().network?.online
      const total: number | undefined = ctx.store.getState().example_poll?.votes.yes
      // @ts-expect-error a slice must be declared in StoreSlices
      ctx.store.slice('undeclared_slice', {})
      // @ts-expect-error a declared slice's initial state is typed
      ctx.store.slice('example_poll', { votes: 'none' })
      // @ts-expect-error undeclared slices are not in the state
      void ctx.store.getState().nobody
      // @ts-expect-error slices read as possibly absent: their plugin may not be installed
      void ctx.store.getState().session.user

      // Services.
      const http: HttpClient = ctx.http
      const storage: ProductStorage = ctx.storage
      const i18n: I18n = ctx.i18n
      const status: RequestStatusStore = ctx.status
      const pages: PageService = ctx.pages
      const cookies: Cookies = ctx.cookies
      const clock: Clock = ctx.clock
      i18n.registerNamespace('example_poll', locales)
      ctx.styles.ensure(document, 'poll', '.vf-example-poll{display:grid}')
      // The product's React SDK (vf/sdk), loaded for a React widget's view.
      const sdk: Promise<ReactSdk> = ctx.react()
      void sdk
      const cached = storage.local.get('last_vote', (v): v is string => typeof v === 'string')
      const consent = cookies.get('consent')
      const handle = clock.timers.setTimeout(() => void clock.now(), 1000)
      clock.timers.clearTimeout(handle)

      ctx.actions.register(
        'example_poll.vote',
        async ({ choice }) => {
          status.start('vote')
          try {
            const page = await pages.load()
            const answer = await http.request<{ total: number }>({ method: 'POST', url: `${ctx.config.endpoints.polls}/${page.uuid}`, json: { choice } })
            poll.update((draft) => void (draft.votes[choice] = answer.total))
            ctx.bus.publish('example_poll', 'voted', choice, answer.total)
            status.succeed('vote')
            return answer
          } catch (error) {
            const failure = error as HttpErrorShape
            status.fail('vote', failure.error_status === 429 ? i18n.t('settings.error.retry_after') : i18n.t('example_poll:failed'))
            throw error
          }
        },
        { guard: { subject: 'polls', action: 'vote' } },
      )
      // @ts-expect-error a handler returns the declared result
      ctx.actions.register('example_poll.vote', () => ({ total: 'many' }))
      // @ts-expect-error event payloads are typed
      ctx.bus.publish('example_poll', 'voted', 'yes', 'one')
      ctx.bus.subscribe('example_poll', 'voted', (choice, count) => void `${choice.toUpperCase()} ${count.toFixed(0)}`)

      ctx.api.expose('example_poll.results', () => poll.getState().votes)
      ctx.contexts.provide('notifications', () => [])
      const job = ctx.jobs.enqueue('refresh', (signal) => (signal.aborted ? 0 : 1))
      void job.done.then((outcome) => outcome.status === 'done' && outcome.value + 1)
      const ruling = ctx.permissions.can('polls', 'vote')
      if (!ruling.allowed) ctx.log.warn(`voting is refused: ${ruling.reason}`)
      ctx.signal.addEventListener('abort', () => ctx.log.debug('removed'))
      ctx.onDispose(() => status.clear('vote'))
      void [reader, section, deepLinked, online, total, cached, consent, ErrorCode.ActionUndefined]

      // Widgets: the host parses the schema once; mount gets typed props.
      ctx.widgets.define({
        tag: 'vf-example-poll',
        attributes: pollAttributes,
        legacy: { widget: 'example_poll', attributes: { 'data-unique_id': 'vf-container-id' } },
        load: async (): Promise<WidgetModule<{ readonly containerId: string | undefined; readonly choices: number; readonly layout: 'row' | 'column'; readonly showResults: boolean; readonly title: string }>> => ({
          mount(element, props, context) {
            const choices: number = props.choices
            const layout: 'row' | 'column' = props.layout
            const show: boolean = props.showResults
            const title: string = props.title
            const container: string | undefined = props.containerId
            // @ts-expect-error a text attribute without a default may be absent
            const required: string = props.containerId
            // @ts-expect-error an integer attribute is a number
            const wrong: string = props.choices
            // @ts-expect-error attributes are camel-cased (or named by their spec's prop)
            void props['show-results']
            element.textContent = `${title} ${choices} ${layout} ${show} ${container ?? ''} ${required} ${wrong} ${context.instanceId}`
            return () => element.replaceChildren()
          },
        }),
      })
      ctx.widgets.define({
        tag: 'vf-example-poll-count',
        attributes: { limit: { kind: 'integer', min: 1, max: 10, default: 3 } },
        companions: [{ tag: 'vf-example-poll', unlessPresent: ['vf-conversations'] }],
        load: async () => ({
          mount(element, props) {
            // Inferred from the schema written in place.
            const limit: number = props.limit
            element.textContent = String(limit)
            return () => element.replaceChildren()
          },
        }),
      })
    },
  }
}

// @ts-expect-error the public API is declared as { paths }
export const badDeclaration: Plugin = { name: 'x', publicApi: ['x.y'], setup() {} }
