import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

// The README's folder table names the tree as it is (issue 27 item 5): every top-level folder in git, and
// every folder of tests/, appear in it, and it names none that is not there.
const ROOT = join(import.meta.dirname, '../..')
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
const table = readme.slice(readme.indexOf('## Folders'), readme.indexOf('## Commands'))
const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)
const folders = (paths: string[]) =>
  [...new Set(paths.filter((p) => p.includes('/')).map((p) => p.split('/')[0] as string))].filter(
    (name) => !name.startsWith('.'),
  )

it('names every top-level folder, and no other', () => {
  const named = [...table.matchAll(/^\| `([\w-]+)\/`/gm)].map((m) => m[1])
  expect(named.sort()).toEqual(folders(files).sort())
})

it('names every folder of tests/', () => {
  const testFolders = folders(
    files.filter((p) => p.startsWith('tests/')).map((p) => p.slice('tests/'.length)),
  )
  const row = table.split('\n').find((line) => line.startsWith('| `tests/`')) ?? ''
  expect(testFolders.filter((name) => !row.includes(`\`${name}/\``))).toEqual([])
})

it('gives every top-level folder a README of its rooms and rules', () => {
  expect(folders(files).filter((name) => !files.includes(`${name}/README.md`))).toEqual([])
})
