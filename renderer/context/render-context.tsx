import { createContext, useContext, type ReactNode } from 'react'

export type ThemeKey = 'lrdx' | 'jdx'

/** What every component may know about the request it renders for. */
export interface RenderContext {
  /** Site key ("lrdx", "jdx") and its display name ("Land Rover"). */
  site: { key: string; name: string; brand: string }
  theme: ThemeKey
  locale: string
  dir: 'ltr' | 'rtl'
  /** Where this tree renders: streamed on the server, or hydrated in the browser as an island. */
  environment: 'server' | 'island'
  /** Strict (tests, editor preview): a broken block fails the render instead of showing its error state. */
  strict: boolean
  /** Site-relative path prefix for the locale: "" for en, "/ar" for Arabic. */
  localePrefix: string
}

const Context = createContext<RenderContext | null>(null)

export function RenderContextProvider({ value, children }: { value: RenderContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The render context; throws outside its provider, which is always a programming error. */
export function useRenderContext(): RenderContext {
  const value = useContext(Context)
  if (!value) throw new Error('[renderer] useRenderContext() used outside <RenderContextProvider>')
  return value
}
