/** The gallery's attributes and the widget states its frames show, shared by the plugin and its views. */
import type { AttributeSchema, PropsOf } from '../../../contracts/widgets'

/** `<vf-gallery frame-page="/gallery-frame.html">`: where the frames that show the real widgets come from. */
export const attributes = {
  'frame-page': { kind: 'text', max: 200, default: '/gallery-frame.html', pattern: /^\/[\w./-]*$/, prop: 'framePage' },
} as const satisfies AttributeSchema

/** The theme the gallery is viewed in (its element's `data-vf-theme`), which its frames take too. */
export type GalleryTheme = 'light' | 'dark' | 'auto'

export type GalleryProps = PropsOf<typeof attributes> & { theme: GalleryTheme }

/** A state of the widgets, as the frame page names it (`gallery-frame.html?state=…`). */
export type WidgetState = 'guest' | 'reader' | 'moderator' | 'banned' | 'tray' | 'loading' | 'empty' | 'error' | 'long-names' | 'closed'

/** The widgets a frame shows (`gallery-frame.html?widget=…`): the comments' family, or one of the later widgets. */
export type GalleryWidget = 'comments' | 'reviews' | 'questions' | 'polls' | 'ads' | 'paywall'

/** One frame of the gallery: a state, and the theme or language it shows when not the gallery's own. */
export interface FrameSpec {
  /** Unique on the page: the frame's id and its words' key. */
  id: string
  state: WidgetState
  /** The widgets it shows: the comments' when not said. */
  widget?: Exclude<GalleryWidget, 'comments'>
  /** The frame's own theme: the opposite of the gallery's, to compare side by side. */
  otherTheme?: boolean
  /** The frame's own direction: Arabic in a left-to-right gallery, English in a right-to-left one. */
  otherDirection?: boolean
  /** The least height the frame keeps (the open tray is fixed to the frame's window, not in its flow). */
  minHeight?: number
}

export const FRAMES: readonly FrameSpec[] = [
  { id: 'guest', state: 'guest' },
  { id: 'reader', state: 'reader' },
  { id: 'moderator', state: 'moderator' },
  { id: 'banned', state: 'banned' },
  { id: 'tray', state: 'tray', minHeight: 640 },
  { id: 'loading', state: 'loading' },
  { id: 'empty', state: 'empty' },
  { id: 'error', state: 'error' },
  { id: 'long-names', state: 'long-names' },
  { id: 'closed', state: 'closed' },
  { id: 'direction', state: 'guest', otherDirection: true },
  { id: 'theme', state: 'guest', otherTheme: true },
]

/** A later widget's states, each its own section of the gallery (`widgets.<widget>` words, `widget_states.<state>` notes). */
export interface WidgetSection {
  widget: Exclude<GalleryWidget, 'comments'>
  frames: readonly FrameSpec[]
}

/** The frames of one later widget: its own states, then a guest in the other direction and the other theme. */
const framesOf = (widget: WidgetSection['widget'], states: readonly WidgetState[]): readonly FrameSpec[] => [
  ...states.map((state) => ({ id: `${widget}-${state}`, state, widget })),
  { id: `${widget}-direction`, state: 'guest', widget, otherDirection: true },
  { id: `${widget}-theme`, state: 'guest', widget, otherTheme: true },
]

/**
 * The widgets that came after the comments, each with the states it has: reviews and the rating, live
 * questions and polls have all (a moderator's tools, a board or page with nothing yet); an ad has no
 * moderator, no loading state of its own (its space stays reserved, empty) and no failure it shows (an ad
 * that cannot come leaves its place empty: the empty frame); the paywall's wall is in the comments, so its
 * "empty" is the open thread of a reader it does not wall, and its failure a provider out of reach.
 */
export const WIDGET_SECTIONS: readonly WidgetSection[] = [
  { widget: 'reviews', frames: framesOf('reviews', ['guest', 'reader', 'moderator', 'loading', 'empty', 'error']) },
  { widget: 'questions', frames: framesOf('questions', ['guest', 'reader', 'moderator', 'loading', 'empty', 'error']) },
  { widget: 'polls', frames: framesOf('polls', ['guest', 'reader', 'moderator', 'loading', 'empty', 'error']) },
  { widget: 'ads', frames: framesOf('ads', ['guest', 'reader', 'empty']) },
  { widget: 'paywall', frames: framesOf('paywall', ['guest', 'reader', 'moderator', 'error']) },
]

/** Every frame on the page: the comments' states, then each later widget's. */
export const ALL_FRAMES: readonly FrameSpec[] = [...FRAMES, ...WIDGET_SECTIONS.flatMap((section) => section.frames)]

/** The languages the gallery can be viewed in, each named in itself (as a language menu names them). */
export const LANGUAGES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'en-us', name: 'English (US)' },
  { code: 'ar-ar', name: 'العربية' },
  { code: 'da-dk', name: 'Dansk' },
  { code: 'de-de', name: 'Deutsch' },
  { code: 'de-de-formal', name: 'Deutsch (Sie)' },
  { code: 'es-es', name: 'Español' },
  { code: 'fi-fi', name: 'Suomi' },
  { code: 'fr-ca', name: 'Français (Canada)' },
  { code: 'fr-fr', name: 'Français' },
  { code: 'it-it', name: 'Italiano' },
  { code: 'nl-nl', name: 'Nederlands' },
  { code: 'pt-br', name: 'Português (Brasil)' },
  { code: 'sr-rs', name: 'Srpski' },
]

/** The status line the gallery keeps showing ("Saved"), and the one its save buttons drive (`gallery.save`). */
export const PINNED_STATUS = 'gallery:pinned'
export const SAVE_STATUS = 'gallery:save'

/** Is `locale` written right to left? */
export const isRightToLeft = (locale: string) => /^(ar|he|fa|ur)\b/i.test(locale)
