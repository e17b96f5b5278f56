import { createContext, useContext, type ReactNode } from 'react'
import type { Session } from '../ui/read-session.js'

const Context = createContext<Session | null>(null)

/** The signed-in session (user, roles, CSRF token) for the /admin screens that show what a role may do. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <Context.Provider value={session}>{children}</Context.Provider>
}

export function useSession(): Session {
  const session = useContext(Context)
  if (!session) throw new Error('[admin] useSession() used outside <SessionProvider>')
  return session
}
