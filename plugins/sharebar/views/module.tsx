/** The share bar chunk: `<vf-sharebar>` and `<vf-share-total>` as widget modules, with the kit's sheet and the plugin's. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import type { SharebarState } from '../index'
import { ShareBar } from './ShareBar'
import { ShareTotal } from './ShareTotal'

const CSS = `
.vf-sharebar{font-family:var(--vf-font-family);color:var(--vf-text)}
.vf-sharebar__list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:var(--vf-space-2)}
.vf-sharebar__link{text-decoration:none}
.vf-sharebar__copy{margin-block:var(--vf-space-2) 0;display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2);font-size:var(--vf-font-size-sm)}
.vf-sharebar__address{flex:1;min-inline-size:12em;padding-block:var(--vf-space-1);padding-inline:var(--vf-space-2);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text);font:inherit}
.vf-share-total{margin:0;display:inline-flex;align-items:center;gap:var(--vf-space-1);color:var(--vf-muted);font-family:var(--vf-font-family);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
`

function styled<P>(ctx: PluginContext, view: WidgetModule<P>): WidgetModule<P> {
  return {
    mount(element, props, context) {
      ensureKitStyles(element.ownerDocument)
      ctx.styles.ensure(element.ownerDocument, 'sharebar', CSS)
      return view.mount(element, props, context)
    },
  }
}

type BarProps = { url: string | undefined; title: string | undefined }
type TotalProps = { url: string | undefined }

export const sharebarModule = (ctx: PluginContext) => styled<BarProps>(ctx, reactWidget<BarProps>(({ props }) => <ShareBar ctx={ctx} url={props.url} title={props.title} />, widgetServices(ctx)))
export const shareTotalModule = (ctx: PluginContext, slice: Slice<SharebarState>) => styled<TotalProps>(ctx, reactWidget<TotalProps>(({ props }) => <ShareTotal ctx={ctx} slice={slice} url={props.url} />, widgetServices(ctx)))
