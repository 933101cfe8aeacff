/**
 * The widget host (document 1 §2, document 4 §5): finds widget elements on the page, reserves their
 * height, loads each widget's code when it nears the viewport, mounts it into the publisher's own element,
 * and on unmount gives that same element back as it was written (document 4 §5), so a reference the page
 * holds stays valid across `vf.context.resetWidget(el)`, teardown and setup. Scans and unmounts are page
 * jobs: one at a time, in order. It names no widget: companions ("one per page, added when its trigger is
 * placed") and v1 conversions are what each definition declares; the host only applies them.
 */
import type { WidgetDefinition, WidgetModule } from '../../contracts/widgets'
import { ErrorCode, VfError, messageOf } from '../errors'
import type { Job } from '../jobs'
import { withTimeout } from '../with-timeout'
import { isOn } from '../lib/settings'
import { parseAttributes } from './attributes'
import { convertLegacy, forceLegacy, type Conversion } from './legacy'
import { createReservation, isReserving, placeReservationCss, reserve, reservedHeight, unreserve, type Reservation } from './reservation'
import { watchReveal } from './reveal'
import { snapshot, type Snapshot } from './snapshot'
import type { DefinedWidget, WidgetHost, WidgetHostOptions } from './host-api'

export type { DefinedWidget, WidgetHost, WidgetHostOptions } from './host-api'
import { Constants } from '../../contracts/constants'

export const DEFAULT_FETCH_TIMEOUT_MS = Constants.widgetFetchTimeoutMs
/** Who defines a widget the kernel defined itself (tests), for companions: a widget's companions are its owner's. */
const KERNEL_OWNER = 'kernel'

interface Instance {
  readonly id: string
  readonly element: HTMLElement
  /** The legacy placeholder this element was converted from, put back on unmount. */
  readonly legacy: Element | undefined
  /** Gives the element back its own children and the attributes the product changed. */
  readonly snapshot: Snapshot
  readonly definition: WidgetDefinition
  readonly controller: AbortController
  /** The space the element keeps until the widget's content is there. */
  readonly reservation: Reservation
  stopReveal: () => void
  /** Starts loading now (once), whatever the viewport. */
  revealNow: () => void
  unmount?: () => void
}

let nextId = 1

/** The attribute a page sets on a widget's tag to choose its theme (kernel/react/theme.ts). */
const THEME_ATTRIBUTE = 'data-vf-theme'

export function createWidgetHost(options: WidgetHostOptions): WidgetHost {
  const { document: doc, logger } = options
  const definitions = new Map<string, WidgetDefinition>()
  const owners = new Map<WidgetDefinition, string>()
  /** `data-widget` value → the definition that converts it. */
  const legacyKinds = new Map<string, WidgetDefinition>()
  const instances = new Map<HTMLElement, Instance>()
  /** New elements made from legacy placeholders → the placeholder to restore. */
  const legacyOriginals = new WeakMap<Element, Element>()
  /** Legacy placeholder → the element made from it, made again from the same object on every scan. */
  const converted = new WeakMap<Element, Element>()
  /** Elements the host appended itself: unmounting removes them, there is nothing of the publisher's to restore. */
  const appended = new WeakSet<Element>()
  const append = (tag: string) => {
    const element = doc.createElement(tag)
    appended.add(element)
    // A widget the product places itself (the tray, asked for on a page without one; a dialog a link
    // opens) has the look the page gave its own widgets: the theme of the first that names one. Any
    // element naming one counts, not only tags defined yet: a dialog may open while plugins still install.
    const theme = doc.querySelector(`[${THEME_ATTRIBUTE}]`)?.getAttribute(THEME_ATTRIBUTE)
    if (theme) element.setAttribute(THEME_ATTRIBUTE, theme)
    doc.body.appendChild(element)
    return element
  }

  const definitionOf = (element: Element) => definitions.get(element.tagName.toLowerCase())

  const tagsOf = (definition: WidgetDefinition) => [definition.tag, ...(definition.aliases ?? [])].map((tag) => tag.toLowerCase())

  const loadModule = async (definition: WidgetDefinition): Promise<WidgetModule> => {
    const loaded = await withTimeout(() => definition.load(), {
      ms: Constants.chunkLoadTimeoutMs,
      timers: options.timers,
      onTimeout: () => new VfError(ErrorCode.ChunkLoadError, `Loading the ${definition.tag} widget timed out`),
    })
    const module = ('default' in loaded && loaded.default ? loaded.default : loaded) as WidgetModule
    if (typeof module?.mount !== 'function') throw new VfError(ErrorCode.ChunkLoadError, `The ${definition.tag} widget chunk has no mount function`)
    return module
  }

  const reveal = async (instance: Instance) => {
    const { element, definition, controller, snapshot, reservation } = instance
    let watching = false
    try {
      const module = await loadModule(definition)
      if (controller.signal.aborted) return
      snapshot.begin()
      watching = true
      const props = parseAttributes(element, definition.attributes, (attribute, raw) =>
        logger.warn(`<${definition.tag}> ignores ${attribute}="${raw.length > 60 ? `${raw.slice(0, 60)}…` : raw}": it is not of the required form${attribute === 'vf-container-id' ? ' (1–200 characters, no spaces or special characters)' : ''}.`),
      )
      // The element keeps its reserved height while it is emptied and the view's first render comes.
      element.replaceChildren()
      const mounted = module.mount(element, props, {
        instanceId: instance.id,
        tag: definition.tag,
        signal: controller.signal,
        deepLinked: options.deepLinked(),
        holdReservation: reservation.hold,
      })
      // A module that mounts synchronously is unmountable at once: no gap in which a reset could give the
      // element back (or to a new instance) while the old view still holds it.
      const unmount = typeof mounted === 'function' ? mounted : await mounted
      if (controller.signal.aborted) {
        unmount()
        return
      }
      instance.unmount = unmount
      // Its content is what it mounted, unless it holds the space until its content comes.
      reservation.mounted()
      snapshot.end()
      watching = false
    } catch (error) {
      if (controller.signal.aborted) return
      // One widget failing to load must not disturb the page or the other widgets.
      logger.error(`${ErrorCode.ChunkLoadError}: the ${definition.tag} widget could not be loaded: ${messageOf(error)}`, error)
      // Never "Loading…" forever: the reader is told, in the status region they may already have heard.
      const status = element.querySelector(':scope > .vf-skeleton') ?? skeletonFor(element)
      if (status.tagName === 'DIV') status.classList.add('vf-widget-error')
      status.textContent = options.failedLabel?.() ?? ''
      if (!status.isConnected) element.replaceChildren(status)
      reservation.release()
      if (watching) snapshot.end()
    }
  }

  /** An empty status region; inline (a span) when the widget reserves no height, e.g. a count in the text. */
  const skeletonFor = (element: HTMLElement, block = isReserving(element)) => {
    const skeleton = doc.createElement(block ? 'div' : 'span')
    skeleton.className = 'vf-skeleton'
    skeleton.setAttribute('role', 'status')
    return skeleton
  }

  /**
   * Reserves the widget's height and shows a skeleton until its code arrives. Only a widget that reserves
   * a height (the discussion) is labelled: a count in a sentence or the tray's bell saying "Loading the
   * discussion…" would be wrong and in the way, so small widgets wait silent, marked `aria-busy`.
   */
  const prepare = (element: HTMLElement, definition: WidgetDefinition) => {
    const height = reservedHeight(element, definition.skeletonHeight)
    if (height) placeReservationCss(doc, skeletonTags())
    reserve(element, height)
    const skeleton = skeletonFor(element, Boolean(height))
    if (height) skeleton.textContent = options.loadingLabel?.() ?? ''
    element.replaceChildren(skeleton)
  }

  /** The first of the widget's site switches that the site turned off, if any. */
  const offSwitch = (definition: WidgetDefinition): string | undefined => {
    const switches = typeof definition.siteSwitch === 'string' ? [definition.siteSwitch] : (definition.siteSwitch ?? [])
    return switches.find((name) => !isOn(options.siteSettings?.()?.[name], true))
  }

  /** The tags whose widgets reserve a height without an `initial-height`: blocks from the start. */
  const skeletonTags = () => [...definitions].filter(([, definition]) => (definition.skeletonHeight ?? 0) > 0).map(([tag]) => tag)

  const mountElement = (element: HTMLElement, definition: WidgetDefinition, now = false) => {
    const kept = snapshot(element)
    let started = false
    const start = () => {
      if (started) return
      started = true
      void reveal(instance)
    }
    const controller = new AbortController()
    const instance: Instance = {
      id: `vf-${nextId++}`,
      element,
      legacy: legacyOriginals.get(element),
      snapshot: kept,
      definition,
      controller,
      // Given back in a watch of its own when the widget releases it later, so unmounting still undoes it as written.
      reservation: createReservation(() => {
        if (controller.signal.aborted) return
        kept.begin()
        unreserve(element)
        kept.end()
      }),
      stopReveal: () => {},
      revealNow: () => {
        instance.stopReveal()
        start()
      },
    }
    instances.set(element, instance)
    kept.begin()
    element.setAttribute('data-vf-id', instance.id)
    prepare(element, definition)
    kept.end()
    if (now || (definition.revealOnDeepLink && options.deepLinked())) {
      queueMicrotask(start)
      return
    }
    instance.stopReveal = watchReveal(element, start, {
      timers: options.timers,
      timeoutMs: definition.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS,
      IntersectionObserver: options.IntersectionObserver,
    })
  }

  const unmountInstance = (instance: Instance) => {
    instances.delete(instance.element)
    instance.controller.abort()
    instance.reservation.release()
    instance.stopReveal()
    try {
      instance.unmount?.()
    } catch (error) {
      logger.error(`Unmounting the ${instance.definition.tag} widget failed.`, error)
    }
    // Give back what the publisher wrote: the element itself, or the legacy placeholder it was made from.
    const { element, legacy } = instance
    if (appended.has(element)) {
      element.remove()
      options.bus.publish('widgets', 'unmounted', [element])
      return
    }
    instance.snapshot.restore()
    if (legacy && element.isConnected) element.replaceWith(legacy)
    options.bus.publish('widgets', 'unmounted', [legacy ?? element])
  }

  /** The instance of a mounted element, or of the element made from a legacy placeholder. */
  const instanceOf = (element: unknown): Instance | undefined => {
    if (!(element instanceof Element)) return undefined
    const own = element instanceof HTMLElement ? instances.get(element) : undefined
    if (own) return own
    const made = converted.get(element)
    return made instanceof HTMLElement ? instances.get(made) : undefined
  }

  /**
   * Each widget the publisher placed gets the companions its definition declares, when the page holds
   * none of the companion's tags nor any tag the companion yields to. Only the publisher's own elements
   * earn companions: one the host appended (on request, or as a companion) does not.
   */
  const completeCompanions = () => {
    for (const definition of new Set(definitions.values())) {
      for (const companion of definition.companions ?? []) {
        const other = typeof companion.tag === 'string' ? definitions.get(companion.tag.toLowerCase()) : undefined
        // A plugin completes its own widgets only.
        if (!other || owners.get(other) !== owners.get(definition)) continue
        const placed = [...doc.querySelectorAll(tagsOf(definition).join(','))].some((element) => !appended.has(element))
        if (!placed || doc.querySelector(tagsOf(other).join(','))) continue
        const yields = (companion.unlessPresent ?? []).filter((tag) => typeof tag === 'string' && /^[a-z][\w-]*$/i.test(tag))
        if (yields.length > 0 && doc.querySelector(yields.join(','))) continue
        const element = append(other.tag)
        for (const [name, value] of Object.entries(companion.attributes ?? {})) element.setAttribute(name, String(value))
      }
    }
  }

  /** The v1 conversions the defined widgets declare. */
  const conversions = (): Map<string, Conversion> => new Map([...legacyKinds].map(([kind, definition]) => [kind, { tag: definition.tag, attributes: definition.legacy!.attributes }]))

  /** Elements of a widget the site turned off, said once each. */
  const switchedOff = new WeakSet<Element>()

  const scan = (): number => {
    if (!forceLegacy(options.href())) {
      for (const [element, legacy] of convertLegacy(doc, doc, conversions(), (placeholder) => converted.get(placeholder))) {
        legacyOriginals.set(element, legacy)
        converted.set(legacy, element)
      }
    }
    completeCompanions()
    const selector = [...definitions.keys()].join(',')
    const candidates = new Set<Element>(doc.querySelectorAll('.viafoura > *'))
    if (selector) for (const element of doc.querySelectorAll(selector)) candidates.add(element)
    let mounted = 0
    for (const element of candidates) {
      if (!(element instanceof HTMLElement) || instances.has(element)) continue
      const definition = definitionOf(element)
      if (!definition) {
        logger.warn(`No widget loader for <${element.tagName.toLowerCase()}>; it is left as it is.`)
        continue
      }
      const off = offSwitch(definition)
      if (off) {
        if (!switchedOff.has(element)) logger.debug(`<${element.tagName.toLowerCase()}> is turned off for this site (${off}).`)
        switchedOff.add(element)
        continue
      }
      if (definition.single && [...instances.values()].some((i) => i.definition === definition)) {
        logger.warn(`Only one <${definition.tag}> is mounted per page; this one is ignored.`)
        continue
      }
      mountElement(element, definition)
      mounted++
    }
    return mounted
  }

  const unmountWhere = (predicate: (instance: Instance) => boolean): number => {
    const chosen = [...instances.values()].filter(predicate)
    for (const instance of chosen) unmountInstance(instance)
    return chosen.length
  }

  options.bus.subscribe('widgets', 'mount', () => void host.mountAll())
  options.bus.subscribe('widgets', 'unmount', (element?: unknown) => void host.unmount(element instanceof Element ? element : undefined))

  const host: WidgetHost = {
    define(definition, owner = KERNEL_OWNER) {
      const tags = tagsOf(definition)
      const taken = tags.find((tag) => definitions.has(tag))
      if (taken) throw new VfError(ErrorCode.InvalidArgument, `The widget tag <${taken}> is already defined`)
      const kind = definition.legacy?.widget
      if (kind !== undefined && (typeof kind !== 'string' || kind === '' || legacyKinds.has(kind))) {
        throw new VfError(ErrorCode.InvalidArgument, `The legacy widget "${String(kind)}" is ${legacyKinds.has(String(kind)) ? 'already converted by another widget' : 'not a data-widget value'}`)
      }
      for (const tag of tags) definitions.set(tag, definition)
      owners.set(definition, owner)
      if (kind !== undefined) legacyKinds.set(kind, definition)
      return () => {
        for (const tag of tags) if (definitions.get(tag) === definition) definitions.delete(tag)
        if (kind !== undefined && legacyKinds.get(kind) === definition) legacyKinds.delete(kind)
        owners.delete(definition)
        unmountWhere((instance) => instance.definition === definition)
      }
    },
    defined: () => [...owners].map(([definition, owner]) => ({ definition, owner })),
    mountAll: () => options.jobs.enqueue('widgets:mount', scan),
    unmount: (element) =>
      options.jobs.enqueue('widgets:unmount', () => {
        const chosen = element && instanceOf(element)
        return unmountWhere((instance) => !element || instance === chosen)
      }),
    resetWidget(element) {
      return options.jobs.enqueue('widgets:reset', () => {
        const instance = instanceOf(element)
        if (!instance) throw new VfError(ErrorCode.InvalidArgument, 'resetWidget needs a mounted widget element')
        unmountInstance(instance)
        return scan()
      })
    },
    place(tag) {
      return options.jobs.enqueue('widgets:place', () => {
        const definition = typeof tag === 'string' ? definitions.get(tag.toLowerCase()) : undefined
        if (!definition) throw new VfError(ErrorCode.InvalidArgument, `No widget is defined for <${String(tag)}>`)
        const present = [...instances.values()].find((instance) => instance.definition === definition)
        if (present) {
          present.revealNow()
          return 0
        }
        const own = [...doc.querySelectorAll(tagsOf(definition).join(','))].find((element): element is HTMLElement => element instanceof HTMLElement)
        mountElement(own ?? append(definition.tag), definition, true)
        return 1
      })
    },
    elements: () => [...instances.keys()],
  }
  return host
}
