/**
 * npx tsx scripts/check-cases.ts [key...]: checks fixtures/templates/<key>.json against the generated block
 * validator, case by case. A quick loop for template authors; the full check is the Vitest table test.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { validateBlock } from '../templates/generated/validators.js'

interface TemplateCase {
  description: string
  data: unknown
  valid: boolean
  pointer?: string
}

const keys = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('fixtures/templates').map((name) => name.replace(/\.json$/, ''))
let failures = 0
for (const key of keys) {
  const cases = JSON.parse(readFileSync(`fixtures/templates/${key}.json`, 'utf8')) as TemplateCase[]
  for (const c of cases) {
    const ok = validateBlock(c.data)
    const pointers = (validateBlock.errors ?? []).map((e) => e.instancePath)
    const pointerFound = !c.pointer || pointers.some((p) => p === c.pointer || p.startsWith(`${c.pointer}/`))
    const pass = ok === c.valid && (c.valid || pointerFound)
    if (!pass) failures++
    console.log(
      `${pass ? 'ok  ' : 'FAIL'} ${key}: ${c.description}${pass ? '' : ` (valid=${ok}; errors at ${pointers.join(', ') || 'none'})`}`,
    )
  }
}
process.exit(failures ? 1 : 0)
