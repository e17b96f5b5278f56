import { createContext, useContext, type ReactNode } from 'react'
import { httpFieldServices, type FieldServices } from './field-services.js'

// Without a provider, uploads go out without a CSRF token and the server refuses them with a clear 403.
const fallback = httpFieldServices('')
const ServicesContext = createContext<FieldServices>(fallback)

/** Gives the field widgets their server calls (the editor passes httpFieldServices(csrfToken); tests fakes). */
export function FieldServicesProvider({
  services,
  children,
}: {
  services: FieldServices
  children: ReactNode
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

export function useFieldServices(): FieldServices {
  return useContext(ServicesContext)
}
