import { RESERVED_FORM_IDS } from './reserved-form-ids.js'

/** A form id made from a name: lower-case letters, digits and dashes, never one of the reserved words. */
export function formIdFromName(name: string): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56)
      .replace(/-+$/, '') || 'form'
  return RESERVED_FORM_IDS.has(slug) ? `${slug}-form` : slug
}
