import type { FormDefinition } from '../../engine/forms/form-definition.js'

/**
 * What a form block's loader answers, by form id: the definition, null for a form that is not there, and
 * no entry where the server could not tell (the form then loads in the browser).
 */
export type FormDefinitions = Record<string, FormDefinition | null>
