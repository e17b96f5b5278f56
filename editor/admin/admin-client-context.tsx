import { createContext, useContext, type ReactNode } from 'react'
import type { FormsClient } from './forms-client.js'

const Context = createContext<FormsClient | null>(null)

export function AdminClientProvider({ client, children }: { client: FormsClient; children: ReactNode }) {
  return <Context.Provider value={client}>{children}</Context.Provider>
}

/** The forms API client of the signed-in session; throws outside its provider (a programming error). */
export function useAdminClient(): FormsClient {
  const client = useContext(Context)
  if (!client) throw new Error('[admin] useAdminClient() used outside <AdminClientProvider>')
  return client
}
