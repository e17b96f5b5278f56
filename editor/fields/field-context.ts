import { createContext, useContext } from 'react'
import type { EditorAction, Verdict } from '../../engine/operations/editor-action.js'
import type { FieldError } from './field-error.js'

/** What every field of one panel shares: the block being edited, its errors, and the store's dispatch. */
export interface FieldContextValue {
  blockId: string
  /** Prefix for element ids, unique per panel. */
  idPrefix: string
  errors: readonly FieldError[]
  dispatch(action: EditorAction): Verdict
}

export const FieldContext = createContext<FieldContextValue | null>(null)

/** The panel's shared state; throws outside a FieldPanel, always a programming error. */
export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext)
  if (!value) throw new Error('[editor] a field widget was rendered outside <FieldPanel>')
  return value
}
