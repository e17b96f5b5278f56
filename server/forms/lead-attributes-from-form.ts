import type { FormDefinition, LeadAttributes } from '../../engine/forms/form-definition.js'
import type { FormFields } from '../http/form-body.js'

const CAPTCHA = 'g-recaptcha-response'
// What a browser sends for a ticked checkbox without a value attribute, and what the form may set.
const TICKED = new Set(['on', 'true'])

/**
 * A form posted without JavaScript as the lead post's `{ attributes, captcha }`, typed by the form's
 * fields the way the browser's form sends them as JSON: a consent box or a checkbox without options is
 * true when ticked and false when not sent; a checkbox with options is the list of ticked values; every
 * other field is its text. Names starting with `_` are the form's own (`_locale`), not attributes; any other
 * name goes on as sent, so the validator refuses it as it would in JSON. A name sent twice where one value
 * is expected stays a list, which the validator refuses as not text.
 */
export function leadAttributesFromForm(
  definition: FormDefinition,
  fields: FormFields,
): { attributes: LeadAttributes; captcha: string | undefined } {
  const attributes: LeadAttributes = {}
  const byName = new Map(definition.fields.map((field) => [field.name, field]))
  for (const field of definition.fields) {
    const sent = fields.get(field.name)
    const boolean = field.type === 'consent' || (field.type === 'checkbox' && !field.options?.length)
    if (boolean) {
      if (!sent) attributes[field.name] = false
      else if (sent.length === 1 && TICKED.has(sent[0] as string)) attributes[field.name] = true
      else attributes[field.name] = sent.length === 1 ? (sent[0] as string) : sent
    } else if (field.type === 'checkbox') attributes[field.name] = sent ?? []
    else if (sent) attributes[field.name] = sent.length === 1 ? (sent[0] as string) : sent
  }
  for (const [name, sent] of fields)
    if (!byName.has(name) && name !== CAPTCHA && !name.startsWith('_'))
      attributes[name] = sent.length === 1 ? (sent[0] as string) : sent
  const captcha = fields.get(CAPTCHA)?.[0]
  return { attributes, captcha }
}
