import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validatePageFiles } from '../../scripts/pages/validate-page-files.js'
import { block, nestedPage, pageWith } from '../helpers/page-builder.js'

interface TemplateCase {
  description: string
  data: unknown
  valid: boolean
  pointer?: string
}

let dir: string
const hostile: { file: string; pointer: string }[] = []

/** Every invalid table case, and the page-level hostile inputs, each as a page file of its own. */
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pages-'))
  mkdirSync(join(dir, 'bad'))
  mkdirSync(join(dir, 'good'))
  const write = (name: string, page: unknown, pointer: string) => {
    const file = join(dir, 'bad', `${name}.json`)
    writeFileSync(file, JSON.stringify(page))
    hostile.push({ file, pointer })
  }
  for (const caseFile of readdirSync('fixtures/templates')) {
    const cases = JSON.parse(readFileSync(join('fixtures/templates', caseFile), 'utf8')) as TemplateCase[]
    cases.forEach((c, i) => {
      // validate:pages reads pages as the server does, migrating old blocks first: an unmigrated version is
      // not an error there (tests/unit/migrations.test.ts covers it).
      if (!c.valid && c.pointer && c.pointer !== '/version')
        write(`${caseFile.replace('.json', '')}-${i}`, pageWith([c.data]), `/blocks/0${c.pointer}`)
    })
  }
  write(
    'unknown-template',
    pageWith([{ id: 'a', template: 'jlr-nope', attributes: {} }]),
    '/blocks/0/template',
  )
  write('duplicate-id', pageWith([block('jlr-snippet', 'a'), block('jlr-snippet', 'a')]), '/blocks/1/id')
  write(
    'date-range',
    pageWith([
      {
        ...block('jlr-snippet', 'a'),
        visibility: { schedule: { start: '2027-01-02T00:00:00Z', end: '2027-01-01T00:00:00Z' } },
      },
    ]),
    '/blocks/0/visibility/schedule/end',
  )
  writeFileSync(join(dir, 'good', 'nested.json'), JSON.stringify(nestedPage()))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('validate:pages', () => {
  it('prints `<file>: <pointer>: <message>` for each hostile page', () => {
    expect(hostile.length).toBeGreaterThan(100)
    for (const { file, pointer } of hostile) {
      const report = validatePageFiles([file], dir)
      expect(report.invalidFiles, file).toBe(1)
      const name = file.slice(dir.length + 1)
      expect(
        report.lines.some(
          (line) => line.startsWith(`${name}: ${pointer}: `) || line.startsWith(`${name}: ${pointer}/`),
        ),
        `${name} should report ${pointer}; got ${report.lines.join(' | ')}`,
      ).toBe(true)
    }
  })

  it('reports a file that is not JSON', () => {
    const file = join(dir, 'broken.json')
    writeFileSync(file, '{ "blocks": [')
    expect(validatePageFiles([file], dir).lines).toEqual([
      expect.stringMatching(/^broken\.json: : not valid JSON/),
    ])
  })

  it('exits 0 for valid pages, 1 for an invalid one, 2 without arguments', () => {
    const run = (args: string[]) => {
      try {
        return {
          code: 0,
          out: execFileSync('npx', ['tsx', 'scripts/validate-pages.ts', ...args], {
            encoding: 'utf8',
            stdio: 'pipe',
          }),
        }
      } catch (error) {
        const e = error as { status: number; stdout: string }
        return { code: e.status, out: e.stdout }
      }
    }
    expect(run([join(dir, 'good')]).code).toBe(0)
    const bad = run([join(dir, 'good'), join(dir, 'bad', 'duplicate-id.json')])
    expect(bad.code).toBe(1)
    expect(bad.out).toContain('duplicate-id.json: /blocks/1/id: block id "a" is already used at /blocks/0')
    expect(run([]).code).toBe(2)
  }, 30_000)
})
