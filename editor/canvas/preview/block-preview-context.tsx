import { createContext, useContext, type ReactNode } from 'react'
import type { FetchBlockPreview } from './block-preview.js'

const Context = createContext<FetchBlockPreview | null>(null)

/** Gives the canvas the server's block previews; without it, blocks with server data show their placeholder. */
export function BlockPreviewProvider({ fetch, children }: { fetch: FetchBlockPreview; children: ReactNode }) {
  return <Context.Provider value={fetch}>{children}</Context.Provider>
}

/** The preview fetcher, or null where there is none (tests of other parts, the pages screen). */
export function useFetchBlockPreview(): FetchBlockPreview | null {
  return useContext(Context)
}
