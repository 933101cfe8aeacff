/**
 * Widgets: what a plugin declares so the kernel's widget host can find its tags on the page, parse their
 * attributes safely (once, in the host), reserve their height, load their code lazily, mount it with
 * typed props, add its companions and convert its v1 placeholders (document 1 §2, document 4 §5).
 */

/** An integer attribute. Not a number → `default`; outside `min…max` → clamped, or `default` when `outside` says so. */
export interface IntegerSpec {
  readonly kind: 'integer'
  readonly min: number
  readonly max: number
  readonly default: number
  /**
   * What a number outside `min…max` becomes: clamped into it (the default), or `default` — document 1 §5's
   * rule for integers parsed from strings ("integer parsing returns a fallback outside min and max").
   */
  readonly outside?: 'clamp' | 'default'
  /** The prop's name, when not the camel-cased attribute name. */
  readonly prop?: string
}

/** One of `values`; anything else → `default`. */
export interface EnumSpec<V extends string = string> {
  readonly kind: 'enum'
  readonly values: readonly V[]
  readonly default: V
  /** Rewrites the trimmed raw value before it is matched (a value read loosely: `Editor's pick` → `editors pick`). */
  readonly normalize?: (raw: string) => string
  readonly prop?: string
}

/** "true"/"false" (also "", "1", "0"); anything else → `default`. */
export interface BooleanSpec {
  readonly kind: 'boolean'
  readonly default: boolean
  readonly prop?: string
}

/** Free text, trimmed and cut to `max` characters; empty → `default` (or absent). */
export interface TextSpec {
  readonly kind: 'text'
  readonly max: number
  readonly default?: string
  /** When set, a value not matching it (or longer than `max`) is refused whole (→ `default`), never cut. */
  readonly pattern?: RegExp
  readonly prop?: string
}

/** How one attribute is read from the element. Strings only arrive from HTML; the schema makes them values. */
export type AttributeSpec = IntegerSpec | EnumSpec | BooleanSpec | TextSpec

/** Attribute name (as written in HTML, e.g. `reply-limit`) → how to read it. */
export type AttributeSchema = Readonly<Record<string, AttributeSpec>>

/** `reply-limit` → `replyLimit`: how an attribute name becomes a prop name. */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** The prop an attribute becomes: its spec's `prop`, else its camel-cased name. */
export type PropName<A extends string, S> = S extends { readonly prop: infer P extends string } ? P : CamelCase<A>

/** The value an attribute spec gives: a number, a boolean, one of the enumeration, or text (absent without a default). */
export type PropValue<S> = S extends { readonly kind: 'integer' }
  ? number
  : S extends { readonly kind: 'boolean' }
    ? boolean
    : S extends { readonly kind: 'enum'; readonly values: readonly (infer V)[] }
      ? V
      : S extends { readonly kind: 'text'; readonly default: string }
        ? string
        : S extends { readonly kind: 'text' }
          ? string | undefined
          : never

/** The parsed, typed props of a schema: `{ 'reply-limit': integer(…) }` → `{ replyLimit: number }`. */
export type PropsOf<S extends AttributeSchema> = { readonly [A in keyof S & string as PropName<A, S[A]>]: PropValue<S[A]> }

/** Props of no particular schema, as the host holds them. */
export type WidgetProps = Readonly<Record<string, string | number | boolean | undefined>>

/** What the widget host gives a mounted widget besides its props. */
export interface WidgetMountContext {
  /** A stable id for this mounted instance (also written to the element as `data-vf-id`). */
  readonly instanceId: string
  /** The widget's tag, after alias and legacy resolution. */
  readonly tag: string
  /** Aborted when the widget is unmounted. */
  readonly signal: AbortSignal
  /** True when the page address deep-links a comment (the widget should show it). */
  readonly deepLinked: boolean
  /**
   * Keeps the space the host reserved for the widget (`initial-height`, else the definition's
   * `skeletonHeight`) and the element's `aria-busy` until the returned function is called. Call it during
   * `mount` when what the widget first shows is a loading state, and call the function it returns once
   * the content has replaced that state (again: nothing happens). A widget that does not call it has the
   * space released as soon as `mount` has returned; a mount that fails, or an unmount, releases it too.
   * A React view says it is loading with `useWidgetLoading` (vf/sdk) instead.
   */
  readonly holdReservation: () => () => void
}

/** A widget's code, loaded lazily: it renders into `element` and returns the function that removes it. */
export interface WidgetModule<P = WidgetProps> {
  mount(element: HTMLElement, props: P, context: WidgetMountContext): (() => void) | Promise<() => void>
}

/**
 * A widget this one needs beside it on the page ("one per page, added when its trigger is placed"): when
 * the publisher placed this widget and the page holds no element of the companion's, the host appends one
 * to the body. The companion is a widget of the same plugin. Only the publisher's own elements earn
 * companions: one the host appended itself (on request, or as a companion) does not.
 */
export interface CompanionWidget {
  /** The companion's tag (or one of its aliases). */
  readonly tag: string
  /** Attributes the appended element carries (`{ floating: 'true' }`). */
  readonly attributes?: Readonly<Record<string, string>>
  /** Not added to a page that holds any of these tags (widgets that already offer what the companion would). */
  readonly unlessPresent?: readonly string[]
}

/**
 * A v1 placeholder this widget replaces (`<div class="vf-widget" data-widget="comments" data-unique_id="…">`,
 * document 1 §2, document 4 §5): converted on every scan unless the address carries `forceLegacy`, and put
 * back when the widget is unmounted.
 */
export interface LegacyConversion {
  /** The placeholder's `data-widget` value. */
  readonly widget: string
  /** The data attributes that carry over → the attribute each becomes (`data-unique_id` → `vf-container-id`). */
  readonly attributes: Readonly<Record<string, string>>
}

/** A widget a plugin registers with `ctx.widgets.define`, typed by its attribute schema. */
export interface WidgetDefinition<S extends AttributeSchema = AttributeSchema> {
  /** The custom-element tag, e.g. `vf-conversations`. */
  readonly tag: string
  /** Older or alternative tags for the same widget (`vf-livecomments`). */
  readonly aliases?: readonly string[]
  /** Parsed once, by the host; `mount` receives the result as typed props. */
  readonly attributes?: S
  /** Loads the widget's code (a chunk); React arrives with the first widget that needs it. */
  readonly load: () => Promise<WidgetModule<PropsOf<S>> | { default: WidgetModule<PropsOf<S>> }>
  /** At most one per page (the tray). */
  readonly single?: boolean
  /** Ms after which loading starts even if the widget never nears the viewport (10 s by default). */
  readonly fetchTimeoutMs?: number
  /** Show immediately when the address deep-links a comment (comments and reviews). */
  readonly revealOnDeepLink?: boolean
  /** The height reserved before the widget renders, when the element has no `initial-height`. */
  readonly skeletonHeight?: number
  /** Widgets of the same plugin added beside this one when the page lacks them. */
  readonly companions?: readonly CompanionWidget[]
  /** The v1 placeholder this widget replaces. */
  readonly legacy?: LegacyConversion
  /**
   * The site setting that switches this widget on for the site (document 1 §3's feature switches,
   * `enable_livechat`…): a site that turned it off (0 or false) gets no widget — its elements stay as the
   * publisher wrote them and nothing is fetched. Unset, or set to anything else, the widget is on. Several
   * switches: every one must be on (the comments answer to `enable_commenting` and `enable_livecommenting`).
   */
  readonly siteSwitch?: string | readonly string[]
}

/** `ctx.widgets`: where a plugin registers its widgets (undone when the plugin goes). */
export interface WidgetService {
  /**
   * Registers a widget; a tag, alias or legacy kind already defined is refused (`InvalidArgument`). Returns
   * the function that unregisters it (its mounted elements are given back as the publisher wrote them).
   */
  define<const S extends AttributeSchema = {}>(definition: WidgetDefinition<S>): () => void
  /**
   * Shows one of this plugin's widgets now, though the publisher did not place it: the page's own element
   * if it has one, else one appended to the body (and removed when unmounted); loaded at once, whatever
   * the viewport (a sign-in request on a page without the widget that answers it).
   */
  place(tag: string): void
}
