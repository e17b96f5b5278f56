import { Ajv2020 } from 'ajv/dist/2020.js'
import type { FormDefinition } from '../../engine/forms/form-definition.js'
import { formDefinitionErrors } from '../../engine/forms/form-definition-errors.js'
import { FORM_DEFINITION_SCHEMA } from '../../engine/forms/form-definition-schema.js'
import { HttpError } from '../http/http-error.js'
import type { FormInput } from './form-store.js'
import { schemaErrorMessage } from './schema-error-message.js'

// Compiled once, at start.
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(FORM_DEFINITION_SCHEMA)

/**
 * A posted, put or imported definition checked against FORM_DEFINITION_SCHEMA and the rules beside it.
 * Answers the definition without id and timestamps, or throws 422 invalid_form_definition listing
 * `{ path, message }`.
 */
export function validateDefinition(body: unknown): FormInput & { id?: string; updated_at?: string } {
  if (!validate(body)) {
    const details = (validate.errors ?? []).slice(0, 50).map(schemaErrorMessage)
    throw new HttpError(422, 'invalid_form_definition', 'The form definition is not valid', details)
  }
  const definition = body as unknown as FormDefinition
  const errors = formDefinitionErrors(definition)
  if (errors.length)
    throw new HttpError(422, 'invalid_form_definition', 'The form definition is not valid', errors)
  const { created_at: _created, recaptcha_site_key: _siteKey, ...rest } = definition
  return rest
}
