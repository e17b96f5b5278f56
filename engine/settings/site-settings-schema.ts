import { siteSettingsSchema } from '../../templates/generated/catalogue.js'
import type { SchemaNode } from '../json-schema.js'

/** The resolved schema of a site's settings (templates/site-settings.schema.json): the Site settings screen's form. */
export const SITE_SETTINGS_SCHEMA = siteSettingsSchema as SchemaNode

/** Every settings key the schema knows, in the screen's order. */
export const SITE_SETTING_KEYS: readonly string[] = Object.keys(SITE_SETTINGS_SCHEMA.properties ?? {})

const TEXT_KINDS = new Set(['String', 'Text', 'Select'])

/**
 * A setting stored as it is (a string); the others (objects, lists, numbers, yes/no) are stored as JSON text
 * (docs/decisions/014, 044). Unknown keys are text: they are stored and read back untouched.
 */
export function isTextSetting(key: string): boolean {
  const node = SITE_SETTINGS_SCHEMA.properties?.[key]
  if (!node) return true
  return node.type === 'string' || TEXT_KINDS.has(node['x-field'] ?? '')
}
