import { useState } from 'react'
import { ApiError } from './api-error.js'

/** What an engine check of a form's input answers: the input to send, or the problems by field. */
export type InputCheck<I> =
  { ok: true; value: I } | { ok: false; errors: { field: string; message: string }[] }

/**
 * The submit of an admin form dialog: the engine's field rules first (the same as the server's), then the
 * save; a refusal keeps the dialog open with the server's reason on top and its field messages beside their
 * fields. `busy` holds the Save button while the request runs.
 */
export function useDialogSubmit<I>(check: () => InputCheck<I>, onSave: (input: I) => Promise<void>) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const checked = check()
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.message])))
      return
    }
    setErrors({})
    setProblem(null)
    setBusy(true)
    try {
      await onSave(checked.value)
    } catch (error) {
      setProblem(error)
      if (error instanceof ApiError)
        setErrors(Object.fromEntries(error.details.filter((d) => d.field).map((d) => [d.field, d.message])))
    } finally {
      setBusy(false)
    }
  }
  return { errors, problem, busy, submit }
}
