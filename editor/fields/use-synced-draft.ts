import { useState } from 'react'

/**
 * Text the editor is typing that may not be a value yet ("1." in a number, half a JSON object). The draft
 * follows the stored value when it changes from outside (undo, another field), unless the draft already
 * means that value, so the caret and the half-typed text survive the editor's own updates.
 */
export function useSyncedDraft(
  formatted: string,
  means: (draft: string) => boolean,
): [string, (draft: string) => void] {
  const [draft, setDraft] = useState(formatted)
  const [seen, setSeen] = useState(formatted)
  if (formatted !== seen) {
    setSeen(formatted)
    if (!means(draft)) setDraft(formatted)
  }
  return [draft, setDraft]
}
