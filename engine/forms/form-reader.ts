import type { FormDefinition } from './form-definition.js'

/**
 * What the server render reads of the forms, in process: the public definition a form block shows, the
 * same one `GET /forms/{id}` answers a visitor; undefined when no live form has that id.
 */
export interface FormReader {
  definition(id: string): Promise<FormDefinition | undefined>
}
