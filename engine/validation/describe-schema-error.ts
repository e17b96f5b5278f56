import type { SchemaError } from '../../templates/generated/validators.js'
import { PRESENT_TEXT_PATTERN } from './present-text-pattern.js'

/** Messages for the patterns of shared definitions, found by the schema path ajv reports. */
const PATTERN_MESSAGES: [RegExp, string][] = [
  [
    /\/\$defs\/Url\//,
    'is not a safe URL: use http(s), mailto:, tel: or a site path (javascript: and data: are refused)',
  ],
  [/\/\$defs\/MediaId\//, 'is not a media library id'],
  [/\/\$defs\/DateTime\//, 'is not an ISO 8601 date-time with a time zone'],
  [/\/\$defs\/Icon\//, 'is not an icon key'],
  [
    /page\.schema\.json#\/\$defs\/id\/|^#\/\$defs\/id\//,
    'is not a valid id: letters, digits, _ and -, at most 64',
  ],
  [/\/\$defs\/path\//, "is not a site path: it starts with /, has no '.' or '..' segment, query or fragment"],
  [/block_scroll_id/, 'is not a valid anchor id: a letter, then letters, digits, _ and -'],
  [/\/(?:answers|products)\/\d+\/key$/, 'is not a valid key: lower-case letters, digits and -, at most 40'],
  [
    /news\.schema\.json#\/properties\/api_root\//,
    'must be /public_api/news or the https address of a news API',
  ],
  [/news\.schema\.json#\/properties\/country\//, 'must be an ISO 3166 country code such as AU, or empty'],
  [/news\.schema\.json#\/properties\/(?:date_)?locale\//, 'is not a locale such as en or en-GB'],
  [/news\.schema\.json#\/properties\/time_zone\//, 'is not a time zone such as Australia/Sydney'],
  [
    /range-calculator\.schema\.json#\/properties\/data_url\//,
    'must be a /block-data/ file (.json) or an https address',
  ],
]

/**
 * Turns one ajv error into a pointer and a sentence a person can act on. A missing or empty required field
 * reads "<its title> is required" ("Heading is required"); `titleAt` names the field at a pointer (without
 * it, "is required"). An empty value fails only `minLength: 1`, and one of only spaces `PRESENT_TEXT_PATTERN`,
 * both added by codegen to required text fields.
 */
export function describeSchemaError(
  error: SchemaError,
  titleAt?: (pointer: string) => string | undefined,
): { path: string; message: string } {
  const { instancePath: path, keyword, params, schemaPath } = error
  const required = (at: string) => {
    const title = titleAt?.(at)
    return { path: at, message: title ? `${title} is required` : 'is required' }
  }
  switch (keyword) {
    case 'required':
      return required(`${path}/${escape(String(params.missingProperty))}`)
    case 'additionalProperties':
      return {
        path: `${path}/${escape(String(params.additionalProperty))}`,
        message: `unknown property "${String(params.additionalProperty)}"`,
      }
    case 'discriminator':
      return params.error === 'mapping'
        ? { path: `${path}/template`, message: `unknown template "${String(params.tagValue)}"` }
        : { path: `${path}/template`, message: 'template must be a string naming a block template' }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')
      if (schemaPath.endsWith('/items/properties/template/enum'))
        return { path, message: `this slot does not accept this template (allowed: ${allowed})` }
      return { path, message: `must be one of ${allowed}` }
    }
    case 'const':
      if (path.endsWith('/version'))
        return {
          path,
          message: `must be template version ${String(params.allowedValue)}: migrate the block first`,
        }
      return { path, message: `must be ${JSON.stringify(params.allowedValue)}` }
    case 'maxItems':
      return { path, message: `holds too many items: at most ${String(params.limit)}` }
    case 'minItems':
      return { path, message: `needs at least ${String(params.limit)} item(s)` }
    case 'maxLength':
      return { path, message: `is too long: at most ${String(params.limit)} characters` }
    case 'minLength':
      if (params.limit === 1) return required(path)
      return { path, message: `is too short: at least ${String(params.limit)} characters` }
    case 'maxProperties':
      return { path, message: `has too many entries: at most ${String(params.limit)}` }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { path, message: `must be ${String(params.comparison)} ${String(params.limit)}` }
    case 'type':
      return { path, message: `must be ${article(String(params.type))}` }
    case 'not':
      return { path, message: 'must be absent: a separator holds no value' }
    case 'pattern': {
      if (params.pattern === PRESENT_TEXT_PATTERN) return required(path)
      const known = PATTERN_MESSAGES.find(([test]) => test.test(schemaPath) || test.test(path))
      return { path, message: known ? known[1] : 'has an invalid format' }
    }
    case 'propertyNames':
      return { path, message: 'has an invalid key' }
    default:
      return { path, message: error.message ?? 'is invalid' }
  }
}

function escape(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1')
}

function article(type: string): string {
  const names = type
    .split(',')
    .map((t) => (t === 'integer' ? 'a whole number' : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`))
  return names.join(' or ')
}
