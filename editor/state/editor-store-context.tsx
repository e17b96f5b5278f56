import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { EditorState, EditorStore } from './create-editor-store.js'

const StoreContext = createContext<EditorStore | null>(null)

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** Reads the editor's state through a selector; throws outside its provider, always a programming error. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  const store = useContext(StoreContext)
  if (!store) throw new Error('[editor] useEditor() used outside <EditorStoreProvider>')
  return useStore(store, selector)
}

/**
 * The store itself, for event handlers that read the state when they run (a drop, a timer) instead of
 * subscribing a component to every change.
 */
export function useEditorStore(): EditorStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('[editor] useEditorStore() used outside <EditorStoreProvider>')
  return store
}
