// DESIGN.md §2: who may import whom. Checked on every import and export-from of every source file.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const FOLDERS = ['engine', 'templates', 'renderer', 'editor', 'server', 'scripts', 'tests'] as const
type Folder = (typeof FOLDERS)[number]

/** Project folders each folder may import from (its own always allowed). */
const MAY_IMPORT: Record<Folder, Folder[]> = {
  engine: ['templates'],
  templates: [],
  renderer: ['engine', 'templates'],
  editor: ['engine', 'renderer', 'templates'],
  server: ['engine', 'renderer', 'editor', 'templates'],
  scripts: ['engine', 'renderer', 'editor', 'server', 'templates'],
  tests: ['engine', 'renderer', 'editor', 'server', 'templates', 'scripts'],
}
/** engine/ runs in the browser and on the server: only small pure packages. */
const ENGINE_PACKAGES = ['immer']

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (name === 'node_modules') continue
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path))
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) out.push(path)
  }
  return out
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found = new Set<string>()
  for (const m of text.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g))
    found.add(m[1] as string)
  for (const m of text.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) found.add(m[1] as string)
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(m[1] as string)
  for (const m of text.matchAll(/\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(m[1] as string)
  return [...found]
}

function folderOf(path: string): string {
  return relative(ROOT, path).split(/[\\/]/)[0] as string
}

/** What is wrong with `file` (a path in the project, which need not exist) importing `specifier`, or null. */
function violation(file: string, specifier: string): string | null {
  const folder = folderOf(file) as Folder
  const from = relative(ROOT, file)
  if (specifier.startsWith('.')) {
    const target = resolve(dirname(file), specifier)
    const targetFolder = folderOf(target)
    if (targetFolder === folder) return null
    if (!(MAY_IMPORT[folder] as string[]).includes(targetFolder))
      return `${from} imports ${relative(ROOT, target)}: ${folder}/ may not import ${targetFolder}/`
    if (
      targetFolder === 'templates' &&
      ['engine', 'renderer', 'editor'].includes(folder) &&
      !relative(ROOT, target).startsWith('templates/generated')
    )
      return `${from} imports ${relative(ROOT, target)}: only templates/generated is for run-time code`
    return null
  }
  if (folder !== 'engine') return null
  const name = specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] as string)
  return ENGINE_PACKAGES.includes(name)
    ? null
    : `${from} imports "${specifier}": engine/ may use only ${ENGINE_PACKAGES.join(', ')}`
}

it('follows the import table of DESIGN.md §2', () => {
  const violations: string[] = []
  for (const folder of FOLDERS) {
    if (!existsSync(join(ROOT, folder))) continue
    for (const file of sourceFiles(join(ROOT, folder)))
      for (const specifier of importsOf(file)) {
        const found = violation(file, specifier)
        if (found) violations.push(found)
      }
  }
  expect(violations).toEqual([])
})

it('catches a violation (the check itself works)', () => {
  expect(importsOf(join(ROOT, 'engine/index.ts')).length).toBeGreaterThan(5)
  expect(importsOf(join(ROOT, 'tests/unit/import-boundaries.test.ts'))).toContain('node:fs')
  const at = (path: string) => join(ROOT, path)
  // Fed one of each kind: each is reported.
  expect(violation(at('renderer/blocks/x.tsx'), '../../server/app.js')).toMatch(
    /renderer\/ may not import server\//,
  )
  expect(violation(at('engine/stock/x.ts'), '../../editor/store.js')).toMatch(
    /engine\/ may not import editor\//,
  )
  expect(violation(at('editor/app/x.tsx'), '../../templates/schemas/hero.json')).toMatch(
    /only templates\/generated is for run-time code/,
  )
  expect(violation(at('engine/forms/x.ts'), 'react')).toMatch(/engine\/ may use only immer/)
  // And the allowed ones are not.
  expect(violation(at('renderer/blocks/x.tsx'), '../../engine/stock/vehicle-id.js')).toBeNull()
  expect(violation(at('editor/app/x.tsx'), '../../templates/generated/validators.js')).toBeNull()
  expect(violation(at('engine/forms/x.ts'), 'immer')).toBeNull()
  expect(violation(at('server/orders/x.ts'), 'express')).toBeNull()
})
