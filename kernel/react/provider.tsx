/** The React context carrying a widget's services, and the widget's locale. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { WidgetServices } from './services'

const ServicesContext = createContext<WidgetServices | null>(null)
/**
 * The widget's locale, followed once per widget: every `useT` reads it from here rather than holding a
 * subscription of its own (a thousand comments each had four or five, each made and dropped on mount).
 */
const LocaleContext = createContext<string | null>(null)

export function WidgetServicesProvider({ services, children }: { services: WidgetServices; children: ReactNode }) {
  const locale = useSyncExternalStore(
    (notify) => services.i18n.onChange(() => notify()),
    () => services.i18n.locale,
  )
  return (
    <ServicesContext.Provider value={services}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </ServicesContext.Provider>
  )
}

/** The services of the widget this component renders in. */
export function useServices(): WidgetServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside a widget mounted by the React host')
  return services
}

/** The locale of the widget this component renders in; it renders again when the locale changes. */
export function useLocale(): string {
  const locale = useContext(LocaleContext)
  if (locale === null) throw new Error('useLocale must be used inside a widget mounted by the React host')
  return locale
}
