import { createContext, useContext } from 'react'
import type { SchemaNode } from '../../engine/json-schema.js'

/** The whole object a form edits (a block's attributes) with its schema. */
export interface FormValue {
  schema: SchemaNode
  value: Record<string, unknown> | undefined
}

/**
 * For the few widgets that need their siblings (the hidden-fields checklist reads the form's fields, the
 * hotspot picker the block's image). A separate context from the field context, so a keystroke re-renders
 * only the widgets that read it, not every field.
 */
export const FormValueContext = createContext<FormValue | null>(null)

/** The form's object, or null in a form that does not provide it. */
export function useFormValue(): FormValue | null {
  return useContext(FormValueContext)
}
