/**
 * Mounts a React view as a widget. A plugin's lazy loader turns a component into a `WidgetModule`:
 *
 * ```ts
 * ctx.widgets.define({
 *   tag: 'vf-example-count',
 *   load: async () => {
 *     const [{ reactWidget, widgetServices }, { Counter }] = await Promise.all([import('../../kernel/react'), import('./views/Counter')])
 *     return reactWidget(Counter, widgetServices(ctx))
 *   },
 * })
 * ```
 * The view receives the props the host parsed from the widget's attribute schema (typed by it) and the
 * mount context. The host keeps the widget's reserved height until the first commit in which no
 * component says it is loading (`useWidgetLoading`, ./loading).
 */
import { StrictMode, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { WidgetModule, WidgetMountContext, WidgetProps } from '../../contracts/widgets'
import { WidgetErrorBoundary } from './error-boundary'
import { LoadingScope, loadingTracker } from './loading'
import { WidgetServicesProvider } from './provider'
import type { WidgetServices } from './services'
import { ensureStyles } from './theme'

export interface WidgetViewProps<P = WidgetProps> {
  props: P
  context: WidgetMountContext
}

export function reactWidget<P = WidgetProps>(View: ComponentType<WidgetViewProps<P>>, services: WidgetServices): WidgetModule<P> {
  return {
    mount(element, props, context) {
      ensureStyles(element.ownerDocument)
      element.classList.add('vf-widget')
      element.setAttribute('dir', services.i18n.dir)
      element.setAttribute('lang', services.i18n.locale)
      const root = createRoot(element)
      const tracker = loadingTracker(context.holdReservation())
      root.render(
        <StrictMode>
          <WidgetServicesProvider services={services}>
            <LoadingScope tracker={tracker}>
              <WidgetErrorBoundary tag={context.tag} log={services.log} message={services.i18n.t('widget.failed')}>
                <View props={props} context={context} />
              </WidgetErrorBoundary>
            </LoadingScope>
          </WidgetServicesProvider>
        </StrictMode>,
      )
      return () => root.unmount()
    },
  }
}
