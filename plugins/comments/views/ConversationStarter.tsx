/**
 * The conversation starter (document 1 §2, document 4 §5): an editor's question placed inside the
 * article, with a description, the number of comments once there are at least the minimum (5 unless
 * the page says otherwise: a small number is no invitation), a slot the host may fill
 * (`vf-ads`/`requestConversationStarter`), and a way into the conversation: the target comments widget
 * is scrolled to and its composer focused, even when it had not loaded yet.
 */
import { useEffect, useId, useRef } from 'react'
import type { PluginContext } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, useServices, useStoreValue, useT, widgetServices } from '../../../kernel/react'
import { formatShortNumber } from '../../../kernel/lib/format-number'
import { pageContainerId } from '../../../kernel/page/container-id'
import type { StarterInputs } from '../inputs'
import { ensureKitStyles, Icon, scrollToElement } from '../../ui'

const COMMENTS = 'vf-conversations, vf-livecomments'

/** The element `target` names (an id, or a selector), else the page's first comments widget. */
export function findTarget(document: Document, target: string | undefined): HTMLElement | undefined {
  if (target) {
    const byId = document.getElementById(target.replace(/^#/, ''))
    if (byId) return byId
    try {
      const found = document.querySelector<HTMLElement>(target)
      if (found) return found
    } catch {
      // Not a selector: nothing more to try.
    }
    return undefined
  }
  return document.querySelector<HTMLElement>(COMMENTS) ?? undefined
}

export interface ConversationStarterProps {
  inputs: StarterInputs
  containerId: string
  /** The widget's instance id: the plugin keeps the conversation's visible total under it (summaries.ts). */
  instanceId: string
}

export function ConversationStarter({ inputs, containerId, instanceId }: ConversationStarterProps) {
  const { t, ready, locale } = useT('conversations')
  const { bus } = useServices()
  const id = useId()
  const slot = useRef<HTMLDivElement>(null)
  // Undefined while it is asked for, or when it is unknown.
  const count = useStoreValue((s) => s.comments?.totals?.[instanceId])
  useEffect(() => {
    if (!ready) return
    bus.publish('analytics', 'conversation_starter_load', { container_id: containerId })
    if (slot.current) bus.publish('vf-ads', 'requestConversationStarter', { element: slot.current, container_id: containerId })
  }, [ready, bus, containerId])
  if (!ready) return null

  const join = (event: { preventDefault(): void; currentTarget: HTMLElement }) => {
    const document = event.currentTarget.ownerDocument
    const target = findTarget(document, inputs.target)
    if (!target) return
    event.preventDefault()
    // A reader who asked for less motion is taken there at once, not in a glide down the page.
    scrollToElement(target, { glide: true })
    const focusComposer = () => {
      const box = target.querySelector<HTMLElement>('textarea')
      box?.focus({ preventScroll: true })
      return !!box
    }
    // A comments widget below the fold mounts as it is scrolled to: focus its composer once it is there.
    if (!focusComposer()) {
      const subscription = bus.subscribe('commenting', 'loaded', () => {
        if (focusComposer()) subscription?.remove()
      })
    }
  }
  const target = typeof document === 'undefined' ? undefined : findTarget(document, inputs.target)
  const minimum = Math.max(inputs.minimumCommentCount, 1)

  return (
    <aside className="vf-starter" aria-labelledby={`${id}-title`}>
      <p className="vf-starter__label">
        <Icon name="messages-square" />
        {t('starter.label')}
      </p>
      {/* The publisher's words keep their own direction: an English question on an Arabic widget ends with its question mark. */}
      <h2 id={`${id}-title`} className="vf-starter__title" dir="auto">
        {inputs.title ?? t('starter.title')}
      </h2>
      {inputs.description && (
        <p className="vf-starter__description" dir="auto">
          {inputs.description}
        </p>
      )}
      {count !== undefined && count >= minimum && (
        <p className="vf-starter__count">
          <Icon name="message-circle" />
          <span aria-hidden="true">{t('starter.count', { n: formatShortNumber(count, locale) })}</span>
          <span className="vf-visually-hidden">{t('starter.count', { n: count })}</span>
        </p>
      )}
      <div ref={slot} className="vf-starter__slot" />
      {target && (
        <a className="vf-button" data-variant="primary" href={target.id ? `#${target.id}` : '#'} onClick={join}>
          <Icon name="message-circle" />
          {t('starter.join')}
        </a>
      )}
    </aside>
  )
}

/**
 * A card in the design system's tokens: the accent's tint behind it, its label with the comments' icon,
 * the count as the thread's header shows it, Join as the primary button. Logical properties only.
 */
const CSS = `
.vf-starter{display:grid;gap:var(--vf-space-3);padding:var(--vf-space-5);border:1px solid var(--vf-border);border-inline-start:4px solid var(--vf-accent);border-radius:var(--vf-radius-lg);background:color-mix(in srgb,var(--vf-accent) 5%,var(--vf-surface));color:var(--vf-text)}
.vf-starter__label{display:flex;align-items:center;gap:var(--vf-space-2);margin:0;color:var(--vf-accent);font-size:var(--vf-font-size-xs);font-weight:700;text-transform:uppercase;letter-spacing:.06em}
.vf-starter__title{margin:0;font-size:var(--vf-font-size-xl);line-height:1.3;overflow-wrap:anywhere}
.vf-starter__description{margin:0;color:var(--vf-muted);overflow-wrap:anywhere}
.vf-starter__count{display:flex;align-items:center;gap:var(--vf-space-1);margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-starter__slot:empty{display:none}
.vf-starter .vf-button{justify-self:start;text-decoration:none}
`

/** The conversation starter widget's view; the plugin asks for the conversation's total once per mounted widget (summaries.ts). */
export function conversationStarterModule(ctx: PluginContext): WidgetModule<StarterInputs> {
  const services = widgetServices(ctx)
  return {
    mount(element, inputs, context) {
      ctx.styles.ensure(element.ownerDocument, 'starter', CSS)
      ensureKitStyles(element.ownerDocument)
      const containerId = inputs.containerId ?? pageContainerId(ctx)
      return reactWidget<StarterInputs>(() => <ConversationStarter inputs={inputs} containerId={containerId} instanceId={context.instanceId} />, services).mount(element, inputs, context)
    },
  }
}
