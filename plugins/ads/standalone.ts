/**
 * `<vf-standalone-ad>` (document 4 §4, §5): an ad slot of its own on the page. It publishes
 * `vf-ads`/`requestStandaloneAd` with its slot, which the page's own subscriber may fill, else the
 * standalone area's integration does. The space the host reserved is kept until the slot is taken (the
 * ad's frame then holds it), so nothing moves; on a page with `vf:ads-disabled`, or with no ad to show,
 * it is an empty element.
 */
import type { PluginContext } from '../../contracts/plugin'
import type { WidgetModule } from '../../contracts/widgets'
import { ensureStyles } from '../../kernel/react/theme'
import { isEmptySlot } from './slot'
import type { AdResult } from './result'
import type { StandaloneProps } from './attributes'
import { ensureAdStyles } from './styles'

export function standaloneModule(ctx: PluginContext, pending: WeakMap<Element, Promise<AdResult | undefined>>, adsEnabled: () => boolean): WidgetModule<StandaloneProps> {
  return {
    mount(element, props, context) {
      const document = element.ownerDocument
      ensureStyles(document)
      ensureAdStyles(ctx.styles, document)
      element.classList.add('vf-widget')
      element.setAttribute('dir', ctx.i18n.dir)
      element.setAttribute('lang', ctx.i18n.locale)
      if (!adsEnabled()) return () => undefined
      const contentReady = context.holdReservation()
      const slot = document.createElement('div')
      slot.className = 'vf-standalone-ad'
      element.append(slot)
      // Taken (by the page or by us): the slot's own content holds the space from now on.
      const Observer = document.defaultView?.MutationObserver ?? globalThis.MutationObserver
      const watch = typeof Observer === 'function' ? new Observer(() => !isEmptySlot(slot) && (watch?.disconnect(), contentReady())) : undefined
      watch?.observe(slot, { childList: true, characterData: true, subtree: true })
      ctx.bus.publish('vf-ads', 'requestStandaloneAd', { element: slot, ...(props.containerId ? { container_id: props.containerId } : {}), ...(props.width ? { width: props.width } : {}), ...(props.height ? { height: props.height } : {}) } as never)
      if (!isEmptySlot(slot)) contentReady()
      // Nothing filled it (no integration, no page subscriber): the reserved space goes.
      void Promise.resolve()
        .then(() => pending.get(slot))
        .then(() => {
          if (isEmptySlot(slot)) contentReady()
        })
      return () => {
        watch?.disconnect()
        contentReady()
        slot.remove()
      }
    },
  }
}
