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

it('follows the import table of DESIGN.md §2', () => {
  const violations: string[] = []
  for (const folder of FOLDERS) {
    if (!existsSync(join(ROOT, folder))) continue
    const files = sourceFiles(join(ROOT, folder))
    for (const file of files) {
      const from = relative(ROOT, file)
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier)
          const targetFolder = folderOf(target)
          if (targetFolder === folder) continue
          if (!(MAY_IMPORT[folder] as string[]).includes(targetFolder))
            violations.push(
              `${from} imports ${relative(ROOT, target)}: ${folder}/ may not import ${targetFolder}/`,
            )
          else if (
            targetFolder === 'templates' &&
            ['engine', 'renderer', 'editor'].includes(folder) &&
            !relative(ROOT, target).startsWith('templates/generated')
          )
            violations.push(
              `${from} imports ${relative(ROOT, target)}: only templates/generated is for run-time code`,
            )
        } else if (folder === 'engine') {
          const name = specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : (specifier.split('/')[0] as string)
          if (!ENGINE_PACKAGES.includes(name))
            violations.push(
              `${from} imports "${specifier}": engine/ may use only ${ENGINE_PACKAGES.join(', ')}`,
            )
        }
      }
    }
  }
  expect(violations).toEqual([])
})

it('catches a violation (the check itself works)', () => {
  expect(importsOf(join(ROOT, 'engine/index.ts')).length).toBeGreaterThan(5)
  expect(importsOf(join(ROOT, 'tests/unit/import-boundaries.test.ts'))).toContain('node:fs')
})
