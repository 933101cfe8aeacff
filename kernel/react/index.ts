/** The React host: what a plugin's widget views import. */
export { reactWidget, type WidgetViewProps } from './mount'
export { WidgetServicesProvider, useServices } from './provider'
export { widgetServices, type WidgetServices } from './services'
export { shallowEqual, useAction, useBusEvent, useClockValue, useNow, usePublish, useStatus, useStoreSelection, useStoreValue, useT, type ActionState, type Translation } from './hooks'
export { WidgetErrorBoundary } from './error-boundary'
export { useWidgetLoading } from './loading'
