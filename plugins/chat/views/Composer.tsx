/**
 * Where a reader writes: one text area (Enter sends, Shift+Enter a new line), its characters left near
 * the limit, the message it replies to (with a way to cancel, also Escape), and Send. Typing tells the
 * others through `livechat.typing` (the chat sends it at most once per throttle window). A failure keeps
 * the draft and says why under it; a guest pressing Send is asked to sign in by the ruler.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { ChatLimits } from '../../../contracts/entities/chat-api'
import { isActionFailure } from '../../../kernel/actions'
import { graphemeCount } from '../../../kernel/lib/text'
import { useServices } from '../../../kernel/react'
import { Button, Icon, IconButton, TextArea } from '../../ui'
import { failureText } from './failure'
import { useWords } from './words'

/** The count shows from this many characters left. */
const LOW = 100

export function Composer({ replying, replyName, cancelReply, focusKey }: { replying?: string; replyName?: string; cancelReply: () => void; focusKey: number }) {
  const { t, locale, instanceId, me } = useWords()
  const { actions } = useServices()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const area = useRef<HTMLTextAreaElement>(null)
  const ids = useId()
  useEffect(() => {
    if (focusKey > 0) area.current?.focus()
  }, [focusKey])
  const left = ChatLimits.messageCharacters - graphemeCount(text.trim())

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (busy || !text.trim()) return
    if (left < 0) return setError(t('errors.too_long', { n: ChatLimits.messageCharacters }))
    setBusy(true)
    const outcome = replying
      ? await actions.call('livechat.reply', { instanceId, params: { parent: replying, content: text } })
      : await actions.call('livechat.send', { instanceId, params: { content: text } })
    setBusy(false)
    if (isActionFailure(outcome)) return setError(failureText(outcome, t, locale))
    setError(undefined)
    setText('')
    cancelReply()
    area.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    } else if (event.key === 'Escape' && replying) {
      event.preventDefault()
      cancelReply()
    }
  }
  const onChange = (value: string) => {
    setText(value)
    // Only a signed-in reader's typing is told (a guest is asked to sign in when they send, not as they type).
    if (me && value.trim()) void actions.call('livechat.typing', { instanceId, params: {} })
  }

  return (
    <form className="vf-chat__composer" onSubmit={(event) => void submit(event)} aria-describedby={error ? `${ids}-error` : undefined}>
      {replying && (
        <p className="vf-chat__replying" id={`${ids}-replying`}>
          <span>{t('replying_to', { name: replyName || t('unknown_author') })}</span>
          <IconButton label={t('cancel_reply')} onClick={cancelReply} icon="x" />
        </p>
      )}
      <label htmlFor={`${ids}-text`} className="vf-visually-hidden">
        {replying ? t('reply_label', { name: replyName || t('unknown_author') }) : t('message_label')}
      </label>
      <div className="vf-chat__row">
        <TextArea
          ref={area}
          id={`${ids}-text`}
          className="vf-chat__input"
          value={text}
          minRows={1}
          maxRows={5}
          placeholder={t('placeholder')}
          aria-describedby={[replying ? `${ids}-replying` : '', left < LOW ? `${ids}-left` : ''].filter(Boolean).join(' ') || undefined}
          aria-invalid={left < 0 || undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" variant="primary" busy={busy} className="vf-chat__send">
          <Icon name="send" />
          <span>{t('send')}</span>
        </Button>
      </div>
      {left < LOW && (
        <p id={`${ids}-left`} className="vf-chat__left" data-low={left < 0 || undefined}>
          {t('characters_left', { n: left })}
        </p>
      )}
      {error && (
        <p id={`${ids}-error`} role="alert" className="vf-status" data-status="error">
          {error}
        </p>
      )}
    </form>
  )
}
