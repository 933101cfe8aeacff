/**
 * A section of frames: the real widgets in each of their states, each in a frame of its own (the frame
 * page, gallery-frame.html, places them and signs in its reader). The comments' section: a guest, a
 * signed-in reader, a moderator, a reader banned from posting, the open tray, loading, empty, failed, long
 * names, closed, and the other direction and theme to compare with. A later widget's section (reviews,
 * questions, polls, ads, the paywall's wall: `widget`) shows that widget's states, its name heading the
 * section and naming each frame. Each frame is labelled (its heading, and its title for assistive
 * technology) and says how tall its content is, whether its widgets have settled and whether its sign-in
 * failed; the frame takes that height (an attribute, not a style: the page's policy may forbid styles in markup).
 */
import { useEffect, useRef, useState } from 'react'
import { useT } from 'vf/sdk'
import { isRightToLeft, type FrameSpec, type GalleryTheme, type WidgetSection } from '../model'

/** What a frame reports (gallery-frame.html posts it to the gallery). */
interface FrameReport {
  height: number
  settled: boolean
  signIn: 'none' | 'pending' | 'done' | 'failed'
  signInError: string
}

/** Before a frame has said anything: the height a conversation's first screen needs. */
const FIRST_HEIGHT = 480
const LEAST_HEIGHT = 120

function readReport(data: unknown): FrameReport | undefined {
  if (!data || typeof data !== 'object') return undefined
  const report = data as Record<string, unknown>
  if (report.type !== 'vf-gallery-frame' || typeof report.height !== 'number' || !Number.isFinite(report.height)) return undefined
  const signIn = report.signIn === 'pending' || report.signIn === 'done' || report.signIn === 'failed' ? report.signIn : 'none'
  return { height: report.height, settled: report.settled === true, signIn, signInError: typeof report.signInError === 'string' ? report.signInError.slice(0, 300) : '' }
}

const otherTheme = (theme: GalleryTheme): GalleryTheme => (theme === 'dark' ? 'light' : 'dark')

interface WidgetStatesProps {
  id: string
  framePage: string
  theme: GalleryTheme
  frames: readonly FrameSpec[]
  /** A later widget's section (its name heads it and each frame's title); the comments' when absent. */
  widget?: WidgetSection['widget']
  /** Told whenever every frame has settled, or one stopped being settled. */
  onSettled: (settled: boolean) => void
}

export function WidgetStates({ id, framePage, theme, frames: FRAMES, widget, onSettled }: WidgetStatesProps) {
  const { t, locale } = useT('gallery')
  const [reports, setReports] = useState<Record<string, FrameReport>>({})
  const frames = useRef(new Map<string, HTMLIFrameElement>())

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      const report = readReport(event.data)
      const frame = report && [...frames.current].find(([, element]) => element.contentWindow === event.source)
      if (!report || !frame) return
      setReports((before) => ({ ...before, [frame[0]]: report }))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  const settled = FRAMES.every((frame) => reports[frame.id]?.settled)
  useEffect(() => onSettled(settled), [settled, onSettled])

  const rtl = isRightToLeft(locale)
  const addressOf = (frame: FrameSpec) => {
    const params = new URLSearchParams({
      ...(frame.widget ? { widget: frame.widget } : {}),
      state: frame.state,
      theme: frame.otherTheme ? otherTheme(theme) : theme,
      lang: frame.otherDirection ? (rtl ? 'en-us' : 'ar-ar') : locale,
      title: t('starter.title'),
      description: t('starter.description'),
    })
    return `${framePage}?${params}`
  }
  const titleOf = (frame: FrameSpec) =>
    frame.otherDirection ? t(rtl ? 'frames.direction.ltr' : 'frames.direction.rtl') : frame.otherTheme ? t(`frames.theme.${otherTheme(theme)}`) : t(`frames.${frame.widget ? frame.state : frame.id}.title`)
  // A later widget's frame: its own note for its state, the comments' notes for the comparison frames.
  const noteOf = (frame: FrameSpec) =>
    frame.widget && !frame.otherDirection && !frame.otherTheme ? t(`widgets.${frame.widget}.${frame.state}`) : t(`frames.${frame.otherDirection ? 'direction' : frame.otherTheme ? 'theme' : frame.id}.note`)
  const widgetName = widget ? t(`widgets.${widget}.name`) : ''

  return (
    <section id={id} className="vf-gallery__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{widget ? widgetName : t('states.title')}</h2>
      <p className="vf-gallery__note">{widget ? t(`widgets.${widget}.note`) : t('states.note')}</p>
      <div className="vf-gallery__frames">
        {FRAMES.map((frame) => {
          const report = reports[frame.id]
          const title = titleOf(frame)
          // The frame's whole name: which widget, in which state (the comments' frames are "the widgets").
          const named = widget ? t('widgets.frame_title', { widget: widgetName, state: title }) : title
          const address = addressOf(frame)
          return (
            <figure key={frame.id} className="vf-gallery__frame" data-frame={frame.id} data-settled={report?.settled || undefined} aria-labelledby={`gallery-frame-${frame.id}`}>
              <figcaption>
                <h3 id={`gallery-frame-${frame.id}`}>{title}</h3>
                <p className="vf-gallery__note">{noteOf(frame)}</p>
                {report?.signIn === 'failed' && (
                  <p className="vf-gallery__warning" role="status">
                    {t('states.sign_in_failed', { reason: report.signInError })}
                  </p>
                )}
                <a className="vf-gallery__open" href={address} target="_blank" rel="noopener">
                  {t('states.open', { state: named })}
                </a>
              </figcaption>
              <iframe
                ref={(element) => void (element ? frames.current.set(frame.id, element) : frames.current.delete(frame.id))}
                src={address}
                title={widget ? named : t('states.frame_title', { state: title })}
                height={Math.max(frame.minHeight ?? LEAST_HEIGHT, report?.height ?? FIRST_HEIGHT)}
                onLoad={(event) => event.currentTarget.contentWindow?.postMessage({ type: 'vf-gallery-hello' }, window.location.origin)}
              />
            </figure>
          )
        })}
      </div>
    </section>
  )
}
