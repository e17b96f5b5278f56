import { useCallback, useSyncExternalStore } from 'react'
import type { EditorState, EditorStore } from './create-editor-store.js'
import { useEditorStore } from './editor-store-context.js'

type Listeners = Map<string, Set<() => void>>

/**
 * A hook reading one fact per key (a block id) from the editor's store, for facts that hundreds of
 * components read each for its own block (is it selected? how many errors has it?). With one zustand
 * subscription per component every keystroke ran every component's selector, about 1,500 on a 300-block
 * page and a third of the keystroke's script time. Here each store has one subscription per kind of fact:
 * a change runs `changedKeys` once and wakes only the components of the keys it names.
 */
export function keyedSlice<T>(
  changedKeys: (state: EditorState, previous: EditorState) => Iterable<string | null>,
  read: (state: EditorState, key: string) => T,
): (key: string) => T {
  const perStore = new WeakMap<EditorStore, { listeners: Listeners; unsubscribe: (() => void) | null }>()

  function subscribe(store: EditorStore, key: string, listener: () => void): () => void {
    let entry = perStore.get(store)
    if (!entry) perStore.set(store, (entry = { listeners: new Map(), unsubscribe: null }))
    const { listeners } = entry
    let forKey = listeners.get(key)
    if (!forKey) listeners.set(key, (forKey = new Set()))
    forKey.add(listener)
    entry.unsubscribe ??= store.subscribe((state, previous) => {
      for (const changed of changedKeys(state, previous)) {
        if (changed === null) continue
        for (const wake of [...(listeners.get(changed) ?? [])]) wake()
      }
    })
    const current = entry
    return () => {
      forKey.delete(listener)
      if (forKey.size === 0) listeners.delete(key)
      if (listeners.size === 0 && current.unsubscribe) {
        current.unsubscribe()
        current.unsubscribe = null
      }
    }
  }

  return function useKeyedSlice(key: string): T {
    const store = useEditorStore()
    const onChange = useCallback((listener: () => void) => subscribe(store, key, listener), [store, key])
    return useSyncExternalStore(onChange, () => read(store.getState(), key))
  }
}
