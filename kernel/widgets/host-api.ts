/**
 * The widget host's contract (kernel/widgets/host.ts): what start-up gives it, and what it offers the kernel
 * (`ctx.widgets` is built on it).
 */
import type { WidgetDefinition } from '../../contracts/widgets'
import type { BusCore } from '../bus'
import type { Job, JobQueue } from '../jobs'
import type { Logger } from '../log'
import type { Timers } from '../with-timeout'

export interface WidgetHostOptions {
  document: Document
  jobs: JobQueue
  bus: BusCore
  logger: Logger
  timers: Timers
  /** The page address (for `forceLegacy`). */
  href: () => string
  /** Does the address deep-link a comment? */
  deepLinked: () => boolean
  /** The label of the loading skeleton of a widget that reserves a height (the discussion), translated. */
  loadingLabel?: () => string
  /** What a widget whose code or mount failed shows in its place, translated. */
  failedLabel?: () => string
  IntersectionObserver?: typeof IntersectionObserver
  /** The site's settings as the bootstrap gave them (a widget's `siteSwitch` is read there). */
  siteSettings?: () => Readonly<Record<string, unknown>> | undefined
}

/** A defined widget and the plugin that defined it. */
export interface DefinedWidget {
  readonly definition: WidgetDefinition
  readonly owner: string
}

export interface WidgetHost {
  /**
   * Registers `owner`'s widget; a tag, alias or legacy kind already defined is refused. Returns the
   * function that unregisters it (and unmounts its instances, giving their elements back).
   */
  define(definition: WidgetDefinition, owner?: string): () => void
  /** Every defined widget, with its owner. */
  defined(): DefinedWidget[]
  /** Scans the page and mounts what it finds (a page job). */
  mountAll(): Job<number>
  /** Unmounts one widget, or all when no element is given (a page job). */
  unmount(element?: Element): Job<number>
  /** Unmounts and mounts one widget again: the mounted element, or the legacy placeholder it was made from. */
  resetWidget(element: Element): Job<number>
  /**
   * Shows a widget the page needs now though its publisher did not place it (the tray, asked to open
   * for sign-in): the page's own element if it has one, else one appended to the body; loaded at once,
   * whatever the viewport. An appended element is removed again when it is unmounted.
   */
  place(tag: string): Job<number>
  /** The mounted (or waiting) widget elements. */
  elements(): HTMLElement[]
}

