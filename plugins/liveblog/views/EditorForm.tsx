/**
 * The editors' form: a new update, or changes to one — its text and its images. Readers never see it
 * (the widget renders it for moderators and administrators only, and the service refuses anyone else).
 *
 * An image is chosen (the browser's own file field, reached and opened from the keyboard), described —
 * its description is the alt text screen readers say, so it is asked for — and uploaded with "Add the
 * image" (`liveblog.upload`); one chosen but not added yet is uploaded when the update is published. The
 * images the update carries are listed with their description and a button to take each out.
 */
import { useId, useRef, useState } from 'react'
import { LiveblogLimits, type LivePost } from '../../../contracts/entities/liveblog-api'
import type { MediaItem } from '../../../contracts/entities/page'
import { isActionFailure } from '../../../kernel/actions'
import { stripControls, truncateGraphemes } from '../../../kernel/lib/text'
import { useServices } from '../../../kernel/react'
import { Button, IconButton } from '../../ui'
import { TextField } from '../../ui/Field'
import { mediaAlt, mediaSource } from '../media'
import { failureText } from './failure'
import { useWords } from './words'
import { Writer } from './Writer'

const MB = LiveblogLimits.mediaBytes / 1024 / 1024

export interface EditorFormProps {
  instanceId: string
  /** The update being changed; a new one without it. */
  post?: LivePost
  onDone?: () => void
  autoFocus?: boolean
}

export function EditorForm({ instanceId, post, onDone, autoFocus }: EditorFormProps) {
  const { t, locale, notify } = useWords()
  const { actions, config } = useServices()
  const id = useId()
  const [media, setMedia] = useState<MediaItem[]>(post?.media ?? [])
  const [description, setDescription] = useState('')
  const [chosen, setChosen] = useState<File>()
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string>()
  const file = useRef<HTMLInputElement>(null)
  const room = media.length < LiveblogLimits.postMedia

  /** Uploads the chosen image; resolves with its media item, or undefined after saying why not. */
  const upload = async (): Promise<MediaItem | undefined> => {
    if (!chosen) {
      setProblem(t('errors.no_file'))
      file.current?.focus()
      return undefined
    }
    if (!description.trim()) {
      setProblem(t('errors.no_description'))
      return undefined
    }
    setUploading(true)
    setProblem(undefined)
    const outcome = await actions.call('liveblog.upload', { instanceId, params: { file: chosen, description: stripControls(description), name: chosen.name } })
    setUploading(false)
    if (isActionFailure(outcome)) {
      setProblem(failureText(outcome, t, locale))
      return undefined
    }
    setMedia((list) => [...list, outcome])
    setChosen(undefined)
    setDescription('')
    if (file.current) file.current.value = ''
    return outcome
  }

  const submit = async (content: string) => {
    let carried = media
    if (chosen) {
      const added = await upload()
      if (!added) return { error: 'image', code: 'Intercepted' }
      carried = [...media, added]
    }
    const uuids = carried.map((m) => m.uuid)
    const outcome = post
      ? await actions.call('liveblog.edit_post', { instanceId, params: { uuid: post.content_uuid, content, media_uuids: uuids } })
      : await actions.call('liveblog.post', { instanceId, params: { content, ...(uuids.length ? { media_uuids: uuids } : {}) } })
    if (isActionFailure(outcome)) return outcome
    if (!post) {
      setMedia([])
      notify(t('editor.published'), 'success')
    }
    onDone?.()
    return outcome
  }

  return (
    <Writer
      className="vf-editor"
      label={post ? t('editor.edit_label') : t('editor.label')}
      showLabel
      submitLabel={post ? t('editor.save') : t('editor.publish')}
      initial={post?.content ?? ''}
      max={LiveblogLimits.postCharacters}
      minRows={post ? 3 : 4}
      autoFocus={autoFocus}
      clearOnSuccess={!post}
      {...(onDone ? { onCancel: onDone } : {})}
      onSubmit={submit}
    >
      <fieldset className="vf-editor__images">
        <legend>{t('editor.images')}</legend>
        {media.length > 0 && (
          <ul className="vf-editor__attached">
            {media.map((item, n) => {
              const src = mediaSource(item, config.endpoints.liveblogs)
              return (
                <li key={item.uuid}>
                  {src && <img src={src} alt={mediaAlt(item)} className="vf-editor__thumb" />}
                  <span className="vf-editor__caption" dir="auto">{item.description || t('editor.image')}</span>
                  <IconButton icon="x" label={t('editor.remove_image', { name: item.description || String(n + 1) })} onClick={() => setMedia((list) => list.filter((m) => m.uuid !== item.uuid))} />
                </li>
              )
            })}
          </ul>
        )}
        {room && (
          <>
            <div className="vf-field">
              <label className="vf-field__label" htmlFor={`${id}-file`}>
                {t('editor.image')}
              </label>
              <input
                ref={file}
                id={`${id}-file`}
                type="file"
                className="vf-editor__file"
                accept={LiveblogLimits.mediaTypes.join(',')}
                aria-describedby={`${id}-file-hint`}
                onChange={(event) => {
                  setProblem(undefined)
                  setChosen(event.currentTarget.files?.[0] ?? undefined)
                }}
              />
              <p id={`${id}-file-hint`} className="vf-field__hint">
                {t('editor.image_hint', { n: MB, max: LiveblogLimits.postMedia })}
              </p>
            </div>
            <TextField
              label={t('editor.description')}
              hint={t('editor.description_hint')}
              value={description}
              onChange={(event) => setDescription(truncateGraphemes(stripControls(event.target.value), LiveblogLimits.mediaDescription))}
              aria-invalid={problem === t('errors.no_description') || undefined}
            />
            <div className="vf-writer__row">
              <Button busy={uploading} onClick={() => void upload()}>
                {t('editor.upload')}
              </Button>
            </div>
          </>
        )}
        {problem && (
          <p role="alert" className="vf-status" data-status="error">
            {problem}
          </p>
        )}
      </fieldset>
    </Writer>
  )
}
