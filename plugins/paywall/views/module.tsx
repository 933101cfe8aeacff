/** The paywall's chunk: the wall's view mounted into a comments slot (slots.ts). */
import type { PluginContext } from '../../../contracts/plugin'
import type { WallArea } from '../../../contracts/walls'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import { ensurePaywallStyles } from './styles'
import { Wall } from './Wall'

export interface WallMount {
  area: WallArea
  show: (target: HTMLElement, texts: Record<string, string>) => void
  signIn: () => void
}

let made = 0

/** Renders the wall into `element`; returns the function that removes it. */
export function mountWall(ctx: PluginContext, element: HTMLElement, { area, show, signIn }: WallMount): () => void {
  const doc = element.ownerDocument
  ensureKitStyles(doc)
  ensurePaywallStyles(ctx, doc)
  const view = reactWidget<WallMount>(({ props }) => <Wall area={props.area} show={props.show} signIn={props.signIn} now={ctx.clock.now} />, widgetServices(ctx))
  const controller = new AbortController()
  const unmount = view.mount(element, { area, show, signIn }, { instanceId: `vf-wall-${++made}`, tag: 'vf-paywall', signal: controller.signal, deepLinked: false, holdReservation: () => () => {} })
  return () => {
    controller.abort()
    if (typeof unmount === 'function') unmount()
  }
}
