import { useEffect } from 'react'
import { useEditorStore } from '../state/editor-store-context.js'
import { listenInEditorDocuments } from './listen-in-editor-documents.js'

/**
 * Ends a burst of typing (one undo step, state/push-history.ts) when the editor does anything but type: a
 * press of the pointer or a move of the focus, in the editor or its canvas. Fixing a value right after a
 * click on Publish is then a step of its own, even within the second.
 */
export function useTypingBursts(): void {
  const store = useEditorStore()
  useEffect(() => {
    const end = () => store.getState().endTypingBurst()
    return listenInEditorDocuments({ pointerdown: end, focusin: end })
  }, [store])
}
