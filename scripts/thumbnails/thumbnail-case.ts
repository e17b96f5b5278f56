import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { TemplateCase } from '../../engine/registry/showcase-case.js'

/** The cases of fixtures/templates/<key>.json; none when the file is missing. */
export function readCases(root: string, key: string): TemplateCase[] {
  try {
    return JSON.parse(readFileSync(join(root, 'fixtures/templates', `${key}.json`), 'utf8')) as TemplateCase[]
  } catch {
    return []
  }
}
