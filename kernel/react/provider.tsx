/** The React context carrying a widget's services. */
import { createContext, useContext, type ReactNode } from 'react'
import type { WidgetServices } from './services'

const ServicesContext = createContext<WidgetServices | null>(null)

export function WidgetServicesProvider({ services, children }: { services: WidgetServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

/** The services of the widget this component renders in. */
export function useServices(): WidgetServices {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside a widget mounted by the React host')
  return services
}
