import { validateSiteSettings as validateSchema } from '../../templates/generated/validators.js'
import { describeSchemaError } from '../validation/describe-schema-error.js'
import { fieldTitles } from '../validation/field-titles.js'
import { SITE_SETTINGS_SCHEMA } from './site-settings-schema.js'
import type { SettingProblem } from './setting-values.js'

function titleAt(pointer: string): string | undefined {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  return fieldTitles(SITE_SETTINGS_SCHEMA, parts).join(' › ') || undefined
}

/**
 * Checks settings values (parsed, key -> value) against site-settings.schema.json: every problem as a JSON
 * pointer (`/fab/items/0/link/url`) and a sentence naming the field by its title. Never throws.
 */
export function validateSiteSettings(values: unknown): SettingProblem[] {
  if (validateSchema(values)) return []
  const seen = new Set<string>()
  const problems: SettingProblem[] = []
  const errors = validateSchema.errors ?? []
  // A field that may be empty or a URL (anyOf) fails both branches and the anyOf itself: keep the URL's reason.
  const explained = new Set(
    errors.filter((e) => !isAnyOfNoise(e.schemaPath, e.keyword)).map((e) => e.instancePath),
  )
  for (const error of errors) {
    if (isAnyOfNoise(error.schemaPath, error.keyword) && explained.has(error.instancePath)) continue
    const problem = describeSchemaError(error, titleAt)
    const key = `${problem.path}\n${problem.message}`
    if (!seen.has(key)) {
      seen.add(key)
      problems.push(problem)
    }
  }
  return problems
}

function isAnyOfNoise(schemaPath: string, keyword: string): boolean {
  return keyword === 'anyOf' || (keyword === 'const' && /\/anyOf\/\d+\/const$/.test(schemaPath))
}
