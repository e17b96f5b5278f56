import { useState } from 'react'
import { fieldErrorsOf } from './field-errors-of.js'
import { withoutField } from './without-field.js'

/**
 * The state of a dialog's form that the server may refuse: errors by field (its own checks first, then the
 * fields the server named), the message no field took, and whether it is being sent.
 */
export function useFieldForm(fields: readonly string[]) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return {
    errors,
    problem,
    busy,
    /** Forgets a field's error once it is edited. */
    edited: (field: string) => setErrors((all) => withoutField(all, field)),
    /** Shows `found` if there is any; else sends, and shows what the server refused. */
    async submit(found: Record<string, string>, send: () => Promise<void>) {
      setErrors(found)
      setProblem(null)
      if (Object.keys(found).length > 0) return
      setBusy(true)
      try {
        await send()
      } catch (e) {
        const { byField, rest } = fieldErrorsOf(e, fields)
        setErrors(byField)
        setProblem(rest)
        setBusy(false)
      }
    },
  }
}
