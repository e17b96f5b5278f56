// The table-driven template cases: fixtures/templates/<key>.json, one file per template, looped here.
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validatePage } from '../../engine/validation/validate-page.js'
import { listTemplates } from '../../engine/registry/template-registry.js'
import { pageWith } from '../helpers/page-builder.js'

interface TemplateCase {
  description: string
  data: unknown
  valid: boolean
  /** JSON pointer relative to the block of the value that must be reported. */
  pointer?: string
}

const folder = 'fixtures/templates'
const files = readdirSync(folder).filter((name) => name.endsWith('.json'))

it('every template has a case file', () => {
  const keys = listTemplates({ includeHidden: true }).map((t) => t.key)
  const missing = keys.filter((key) => !files.includes(`${key}.json`))
  expect(missing).toEqual([])
})

for (const file of files) {
  const cases = JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')) as TemplateCase[]
  describe(file, () => {
    it('has valid and invalid cases', () => {
      expect(cases.some((c) => c.valid)).toBe(true)
      expect(cases.filter((c) => !c.valid).length).toBeGreaterThanOrEqual(4)
    })
    for (const c of cases) {
      it(`${c.valid ? 'accepts' : 'rejects'}: ${c.description}`, () => {
        const result = validatePage(pageWith([c.data]))
        if (c.valid) {
          expect(result.errors).toEqual([])
          return
        }
        expect(result.ok).toBe(false)
        if (c.pointer) {
          const expected = `/blocks/0${c.pointer}`
          const paths = result.errors.map((e) => e.path)
          expect(
            paths.some((p) => p === expected || p.startsWith(`${expected}/`)),
            `errors at ${paths.join(', ')}`,
          ).toBe(true)
        }
        for (const error of result.errors) expect(error.message).not.toMatch(/^must match pattern/)
      })
    }
  })
}
