import type { LoaderContext } from '../loader-context.js'
import type { FormDefinitions } from './form-definitions.js'

/**
 * The loader of the form blocks: the public definitions of the forms the block shows (its form and its
 * tabs' forms), so the server renders their fields and the island hydrates from them. A form the server
 * cannot read (no reader, a failing database) is left out: the block still renders and that form loads
 * in the browser as before.
 */
export async function loadFormDefinitions(
  formIds: readonly (string | undefined)[],
  context: LoaderContext,
): Promise<FormDefinitions> {
  const reader = context.forms
  const found: FormDefinitions = {}
  if (!reader) return found
  const ids = [...new Set(formIds.filter((id): id is string => Boolean(id)))]
  await Promise.all(
    ids.map(async (id) => {
      try {
        found[id] = (await reader.definition(id)) ?? null
      } catch {
        // Left out on purpose: the browser asks GET /forms/{id} and shows its own error state if that fails.
      }
    }),
  )
  return found
}
