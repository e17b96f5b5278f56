import type { FormDefinition } from '../../engine/forms/form-definition.js'
import type { Integration } from './integration.js'

/** A form row: its definition as answered, its integrations, and whether it was deleted. */
export interface StoredForm {
  definition: FormDefinition
  integrations: Integration[]
  deleted: boolean
}
