/**
 * The gallery: a heading and what it is for, the view it is in (theme and language, which reload the page
 * with the address that says so), a table of contents, the UI kit's components, the comments' widgets in
 * every state, then each later widget's states (reviews, questions, polls, ads, the paywall's wall).
 * `data-settled` on its root says every frame's widgets have settled in their state (what a test
 * that screenshots the gallery waits for).
 */
import { useCallback, useState } from 'react'
import { Select, useT, type WidgetViewProps } from 'vf/sdk'
import { FRAMES, LANGUAGES, WIDGET_SECTIONS, type GalleryProps, type GalleryTheme } from '../model'
import { ActionsSection } from './sections/Actions'
import { ChoicesSection } from './sections/Choices'
import { FeedbackSection } from './sections/Feedback'
import { PeopleSection } from './sections/People'
import { TextSection } from './sections/Text'
import { WidgetStates } from './WidgetStates'

/** The parts of the page, in order: their ids (anchors) and their words' keys. */
const CONTENTS = [
  { id: 'gallery-actions', key: 'sections.actions' },
  { id: 'gallery-choices', key: 'sections.choices' },
  { id: 'gallery-people', key: 'sections.people' },
  { id: 'gallery-feedback', key: 'sections.feedback' },
  { id: 'gallery-text', key: 'sections.text' },
  { id: 'gallery-states', key: 'states.title' },
  ...WIDGET_SECTIONS.map(({ widget }) => ({ id: `gallery-${widget}`, key: `widgets.${widget}.name` })),
] as const

/** The sections of frames: the comments' states, then each later widget's. */
const SECTIONS = ['comments', ...WIDGET_SECTIONS.map(({ widget }) => widget)] as const

/** The address of this page in another theme or language (the rest of the address kept). */
function viewAddress(change: { theme?: GalleryTheme; lang?: string }): string {
  const url = new URL(window.location.href)
  if (change.theme) url.searchParams.set('theme', change.theme)
  if (change.lang) url.searchParams.set('lang', change.lang)
  url.hash = ''
  return url.href
}

export function Gallery({ props }: WidgetViewProps<GalleryProps>) {
  const { t, locale, ready } = useT('gallery')
  // Which sections of frames have every frame settled: the gallery has settled when all have.
  const [settledSections, setSettledSections] = useState<ReadonlySet<string>>(new Set())
  const onSettled = useCallback(
    (section: string, settled: boolean) =>
      setSettledSections((before) => {
        if (before.has(section) === settled) return before
        const next = new Set(before)
        if (settled) next.add(section)
        else next.delete(section)
        return next
      }),
    [],
  )
  const settled = SECTIONS.every((section) => settledSections.has(section))
  if (!ready) return null
  const themes: ReadonlyArray<{ value: GalleryTheme; label: string }> = [
    { value: 'light', label: t('theme.light') },
    { value: 'dark', label: t('theme.dark') },
    { value: 'auto', label: t('theme.auto') },
  ]
  return (
    <div className="vf-gallery" data-settled={settled || undefined}>
      <header className="vf-gallery__header">
        <h1>{t('title')}</h1>
        <p className="vf-gallery__lead">{t('intro')}</p>
        <div className="vf-gallery__view" role="group" aria-label={t('view.label')}>
          <Select label={t('view.theme')} options={themes} value={props.theme} onChange={(theme) => window.location.assign(viewAddress({ theme: theme as GalleryTheme }))} />
          <Select
            label={t('view.language')}
            options={LANGUAGES.map(({ code, name }) => ({ value: code, label: name }))}
            value={LANGUAGES.some(({ code }) => code === locale) ? locale : 'en-us'}
            onChange={(lang) => window.location.assign(viewAddress({ lang }))}
          />
        </div>
      </header>
      <nav className="vf-gallery__contents" aria-label={t('contents')}>
        <ul>
          {CONTENTS.map(({ id, key }) => (
            <li key={id}>
              <a href={`#${id}`}>{t(key)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ActionsSection id="gallery-actions" />
      <ChoicesSection id="gallery-choices" />
      <PeopleSection id="gallery-people" />
      <FeedbackSection id="gallery-feedback" />
      <TextSection id="gallery-text" />
      <WidgetStates id="gallery-states" framePage={props.framePage} theme={props.theme} frames={FRAMES} onSettled={(done) => onSettled('comments', done)} />
      {WIDGET_SECTIONS.map(({ widget, frames }) => (
        <WidgetStates key={widget} id={`gallery-${widget}`} framePage={props.framePage} theme={props.theme} frames={frames} widget={widget} onSettled={(done) => onSettled(widget, done)} />
      ))}
    </div>
  )
}
