import { useEffect, useState } from 'react'
import type { FormDefinition } from '../../engine/forms/form-definition.js'

export type DefinitionState =
  | { status: 'loading' }
  | { status: 'ready'; definition: FormDefinition }
  | { status: 'missing' }
  | { status: 'failed' }

/**
 * A form's definition: the one the server rendered the form from (`given`, from the block's loader; null
 * when the server found no such form), else the public `GET /forms/{id}` (its `data.data`), fetched once the
 * island has hydrated; the server renders the loading state then, so the first client render matches it.
 * `reload()` asks again after a failure.
 */
export function useFormDefinition(
  formId: string | undefined,
  given?: FormDefinition | null,
): [DefinitionState, () => void] {
  const [state, setState] = useState<DefinitionState>(() =>
    given
      ? { status: 'ready', definition: given }
      : given === null || !formId
        ? { status: 'missing' }
        : { status: 'loading' },
  )
  const [attempt, setAttempt] = useState(0)
  const known = given !== undefined && attempt === 0
  useEffect(() => {
    if (!formId || known) return
    const controller = new AbortController()
    setState({ status: 'loading' })
    fetch(`/forms/${encodeURIComponent(formId)}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (response.status === 404) return setState({ status: 'missing' })
        if (!response.ok) return setState({ status: 'failed' })
        const body = (await response.json()) as { data?: { data?: FormDefinition } }
        const definition = body.data?.data
        setState(definition?.fields ? { status: 'ready', definition } : { status: 'failed' })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [formId, attempt, known])
  return [state, () => setAttempt((n) => n + 1)]
}
