/**
 * Widgets: what a plugin declares so the kernel's widget host can find its tags on the page, parse their
 * attributes safely, reserve their height, load their code lazily and mount them (document 1 §2,
 * document 4 §5).
 */

/** How one attribute is read from the element. Strings only arrive from HTML; the schema makes them values. */
export type AttributeSpec =
  | {
      /** An integer clamped to min…max; missing or not a number → `default`. */
      readonly kind: 'integer'
      readonly min: number
      readonly max: number
      readonly default: number
      readonly prop?: string
    }
  | {
      /** One of `values`; anything else → `default`. */
      readonly kind: 'enum'
      readonly values: readonly string[]
      readonly default: string
      readonly prop?: string
    }
  | {
      /** "true"/"false" (also "", "1", "0"); anything else → `default`. */
      readonly kind: 'boolean'
      readonly default: boolean
      readonly prop?: string
    }
  | {
      /** Free text, trimmed and cut to `max` characters; empty → `default` (or absent). */
      readonly kind: 'text'
      readonly max: number
      readonly default?: string
      /** When set, a value not matching it is ignored (→ `default`). */
      readonly pattern?: RegExp
      readonly prop?: string
    }

/** Attribute name (as written in HTML, e.g. `reply-limit`) → how to read it. */
export type AttributeSchema = Readonly<Record<string, AttributeSpec>>

/** The parsed props a widget receives: camel-cased attribute names (or each spec's `prop`). */
export type WidgetProps = Readonly<Record<string, string | number | boolean | undefined>>

/** What the widget host gives a mounted widget besides its props. */
export interface WidgetMountContext {
  /** A stable id for this mounted instance (also written to the element as `data-vf-id`). */
  readonly instanceId: string
  /** The widget's tag (`vf-conversations`), after alias and legacy resolution. */
  readonly tag: string
  /** Aborted when the widget is unmounted. */
  readonly signal: AbortSignal
  /** True when the page address deep-links a comment (the widget should show it). */
  readonly deepLinked: boolean
}

/** A widget's code, loaded lazily: it renders into `element` and returns the function that removes it. */
export interface WidgetModule {
  mount(element: HTMLElement, props: WidgetProps, context: WidgetMountContext): (() => void) | Promise<() => void>
}

/** A widget a plugin registers with `ctx.widgets.define`. */
export interface WidgetDefinition {
  /** The custom-element tag, e.g. `vf-conversations`. */
  readonly tag: string
  /** Older or alternative tags for the same widget (`vf-livecomments`). */
  readonly aliases?: readonly string[]
  readonly attributes?: AttributeSchema
  /** Loads the widget's code (a chunk); React arrives with the first widget that needs it. */
  readonly load: () => Promise<WidgetModule | { default: WidgetModule }>
  /** At most one per page (the tray). */
  readonly single?: boolean
  /** Ms after which loading starts even if the widget never nears the viewport (10 s by default). */
  readonly fetchTimeoutMs?: number
  /** Show immediately when the address deep-links a comment (comments and reviews). */
  readonly revealOnDeepLink?: boolean
  /** The height reserved before the widget renders, when the element has no `initial-height`. */
  readonly skeletonHeight?: number
}

/** `ctx.widgets`: where a plugin registers its widgets (undone when the plugin goes). */
export interface WidgetService {
  /** Registers a widget; a tag or alias already defined is refused. Returns the function that unregisters it. */
  define(definition: WidgetDefinition): () => void
  /**
   * Shows one of this plugin's widgets now, though the publisher did not place it: the page's own element
   * if it has one, else one appended to the body (and removed when unmounted); loaded at once, whatever
   * the viewport. The tray uses it to ask for sign-in on a page without a tray (document 4 §3).
   */
  place(tag: string): void
}
