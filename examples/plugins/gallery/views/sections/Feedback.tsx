/**
 * What a widget says about itself: skeletons while it loads, the empty and error states, toasts, the
 * request status line, and a dialog. The buttons work: a retry that is busy for a moment, toasts that come
 * and go, a save whose status the line follows, a dialog to open and close.
 */
import { useEffect, useRef, useState } from 'react'
import { Button, Dialog, EmptyState, ErrorState, Skeleton, StatusLine, Toast, useAction, useServices, useT, useToast } from 'vf/sdk'
import { PINNED_STATUS, SAVE_STATUS } from '../../model'
import { Component, GallerySection, Variant } from '../Specimen'
/** How long the retry is busy: a pretend request. */
const RETRY_MS = 1200

export function FeedbackSection({ id }: { id: string }) {
  const { t } = useT('gallery')
  return (
    <GallerySection id={id} title={t('sections.feedback')} note={t('feedback.note')}>
      <Skeletons />
      <States />
      <Toasts />
      <Statuses />
      <Dialogs />
    </GallerySection>
  )
}

function Skeletons() {
  const { t } = useT('gallery')
  return (
    <Component id="gallery-skeleton" name={t('skeleton.name')} note={t('skeleton.note')}>
      <Variant caption={t('skeleton.lines')}>
        <span className="vf-gallery__stack">
          <Skeleton shape="line" width="short" />
          <Skeleton shape="line" width="medium" />
          <Skeleton shape="line" width="long" />
          <Skeleton shape="line" />
        </span>
      </Variant>
      <Variant caption={t('skeleton.shapes')}>
        <span className="vf-gallery__row">
          <Skeleton shape="circle" size="sm" />
          <Skeleton shape="circle" />
          <Skeleton shape="block" size="sm" width="short" />
          <Skeleton shape="block" width="short" />
        </span>
      </Variant>
      <Variant caption={t('skeleton.comment')} wide>
        <span className="vf-gallery__placeholder" role="status">
          <span className="vf-visually-hidden">{t('base:status.loading')}</span>
          <Skeleton shape="circle" />
          <span className="vf-gallery__stack">
            <Skeleton shape="line" width="short" />
            <Skeleton shape="line" />
            <Skeleton shape="line" width="medium" />
          </span>
        </span>
      </Variant>
    </Component>
  )
}

function States() {
  const { t } = useT('gallery')
  const { timers } = useServices()
  const [retrying, setRetrying] = useState(false)
  const timer = useRef<unknown>(undefined)
  useEffect(() => () => timers.clearTimeout(timer.current), [timers])
  const retry = () => {
    setRetrying(true)
    timer.current = timers.setTimeout(() => setRetrying(false), RETRY_MS)
  }
  return (
    <Component id="gallery-states-kit" name={t('states_kit.name')} note={t('states_kit.note')}>
      <Variant caption={t('states_kit.empty')}>
        <EmptyState title={t('states_kit.empty_title')} action={<Button variant="primary">{t('states_kit.empty_action')}</Button>}>
          {t('states_kit.empty_text')}
        </EmptyState>
      </Variant>
      <Variant caption={t('states_kit.error')}>
        <ErrorState onRetry={retry} retrying={retrying}>
          {t('base:settings.error.error_fetching')}
        </ErrorState>
      </Variant>
    </Component>
  )
}

function Toasts() {
  const { t } = useT('gallery')
  const toast = useToast()
  // Examples that stay, beside the toast the buttons show (which goes after the status time).
  const success = useToast()
  const failure = useToast()
  const { hold: holdSuccess, show: showSuccess } = success
  const { hold: holdFailure, show: showFailure } = failure
  useEffect(() => {
    holdSuccess(true)
    holdFailure(true)
    showSuccess(t('toast.copied'), 'success')
    showFailure(t('toast.not_sent'), 'error')
  }, [holdSuccess, holdFailure, showSuccess, showFailure, t])
  return (
    <Component id="gallery-toast" name={t('toast.name')} note={t('toast.note')}>
      <Variant caption={t('toast.success')}>
        <Toast toast={success} />
      </Variant>
      <Variant caption={t('toast.error')}>
        <Toast toast={failure} />
      </Variant>
      <Variant caption={t('toast.try')} wide>
        <span className="vf-gallery__row">
          <Button onClick={() => toast.show(t('toast.info_text'))}>{t('toast.show_info')}</Button>
          <Button onClick={() => toast.show(t('toast.copied'), 'success')}>{t('toast.show_success')}</Button>
          <Button onClick={() => toast.show(t('toast.not_sent'), 'error')}>{t('toast.show_error')}</Button>
        </span>
        <Toast toast={toast} />
      </Variant>
    </Component>
  )
}

function Statuses() {
  const { t } = useT('gallery')
  const [save, state] = useAction('gallery.save')
  return (
    <Component id="gallery-status" name={t('status.name')} note={t('status.note')}>
      <Variant caption={t('status.pinned')}>
        <StatusLine statusKey={PINNED_STATUS} />
      </Variant>
      <Variant caption={t('status.try')} wide>
        <span className="vf-gallery__row">
          <Button busy={state.pending} onClick={() => void save({ statusKey: SAVE_STATUS })}>
            {t('status.save')}
          </Button>
          <Button busy={state.pending} onClick={() => void save({ statusKey: SAVE_STATUS, fail: true })}>
            {t('status.save_offline')}
          </Button>
        </span>
        <StatusLine statusKey={SAVE_STATUS} />
      </Variant>
    </Component>
  )
}

function Dialogs() {
  const { t } = useT('gallery')
  const [open, setOpen] = useState(false)
  return (
    <Component id="gallery-dialog" name={t('dialog.name')} note={t('dialog.note')}>
      <Variant caption={t('dialog.caption')}>
        <Button onClick={() => setOpen(true)}>{t('dialog.open')}</Button>
        {open && (
          <Dialog title={t('dialog.title')} onClose={() => setOpen(false)}>
            <p>{t('dialog.text')}</p>
            <div className="vf-gallery__row">
              <Button onClick={() => setOpen(false)}>{t('base:actions.cancel')}</Button>
              <Button variant="danger" onClick={() => setOpen(false)}>
                {t('menu.report')}
              </Button>
            </div>
          </Dialog>
        )}
      </Variant>
    </Component>
  )
}
