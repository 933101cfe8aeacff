/** `<vf-push-opt-in>`'s chunk: its view, with the kit's sheet and the plugin's. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import type { PushSlice } from '../index'
import { OptIn } from './OptIn'

const CSS = `
.vf-push-opt-in{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-3);padding:var(--vf-space-4);border:1px solid var(--vf-border);border-radius:var(--vf-radius-lg);background:var(--vf-surface);color:var(--vf-text);font-family:var(--vf-font-family)}
.vf-push-opt-in>.vf-icon{flex:none;color:var(--vf-accent)}
.vf-push-opt-in__text{flex:1;min-inline-size:12em;display:grid;gap:var(--vf-space-1)}
.vf-push-opt-in h2{margin:0;font-size:var(--vf-font-size-md);line-height:1.3}
.vf-push-opt-in p{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-push-opt-in[data-state="failed"] p{color:var(--vf-danger)}
`

export function optInModule(ctx: PluginContext, slice: Slice<PushSlice>): WidgetModule {
  const view = reactWidget(() => <OptIn ctx={ctx} slice={slice} />, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureKitStyles(element.ownerDocument)
      ctx.styles.ensure(element.ownerDocument, 'push', CSS)
      return view.mount(element, props, context)
    },
  }
}
