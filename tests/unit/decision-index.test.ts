import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/decisions/README.md indexes every decision record by area (issue 27 item 5): a record missing from
// it, or a link to a record that is not there, fails here.
const DIR = join(import.meta.dirname, '../../docs/decisions')
const records = readdirSync(DIR).filter((name) => /^\d{3}-.*\.md$/.test(name))
const index = readFileSync(join(DIR, 'README.md'), 'utf8')
const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1] as string)

describe('the decision index', () => {
  it('lists every decision record', () => {
    expect(records.filter((name) => !linked.includes(name))).toEqual([])
  })

  it('links only records that exist, each once', () => {
    expect(linked.filter((name) => !records.includes(name))).toEqual([])
    expect(linked.filter((name, i) => linked.indexOf(name) !== i)).toEqual([])
  })
})
