import { createContext, useContext } from 'react'
import type { EditorAction, Verdict } from '../../engine/operations/editor-action.js'
import type { FieldActions } from './field-actions.js'
import type { FieldError } from './field-error.js'

/** What every field of one form shares: the actions it dispatches, its errors, and the store's dispatch. */
export interface FieldContextValue {
  actions: FieldActions
  /** Prefix for element ids, unique per form. */
  idPrefix: string
  errors: readonly FieldError[]
  dispatch(action: EditorAction): Verdict
}

export const FieldContext = createContext<FieldContextValue | null>(null)

/** The form's shared state; throws outside a form's provider, always a programming error. */
export function useFieldContext(): FieldContextValue {
  const value = useContext(FieldContext)
  if (!value) throw new Error('[editor] a field widget was rendered outside a field form')
  return value
}
