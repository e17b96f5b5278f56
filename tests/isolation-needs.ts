import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What makes a test file need a module graph and globals of its own: a DOM environment (happy-dom keeps
 * its document, storage and listeners), module mocks (`vi.mock` replaces a module for every later
 * importer), stubbed globals and environment, fake timers, and assignments to `process.env` or
 * `globalThis`. A file with none of these shares its worker's modules with the files before it, so the
 * server, the renderer and the 3 MB validators are imported once per worker, not once per file.
 */
const NEEDS_ISOLATION: readonly RegExp[] = [
  /@vitest-environment/,
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(/,
  /\bprocess\.env\.[A-Za-z_]+\s*=[^=]/,
  /\bprocess\.env\[[^\]]+\]\s*=[^=]/,
  /\bdelete process\.env\b/,
  /\bglobalThis\.[A-Za-z_]+\s*=[^=]/,
  /\bObject\.defineProperty\((globalThis|window|navigator|document)\b/,
]

/** Whether a test file's source needs it to run in a fresh module graph (see NEEDS_ISOLATION). */
export function needsIsolation(source: string): boolean {
  return NEEDS_ISOLATION.some((pattern) => pattern.test(source))
}

/** The test files under `roots` (relative to `base`) that need isolation, as paths relative to `base`. */
export function filesNeedingIsolation(base: string, roots: readonly string[]): string[] {
  const out: string[] = []
  const visit = (dir: string) => {
    for (const entry of readdirSync(join(base, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) visit(path)
      else if (/\.test\.tsx?$/.test(entry.name) && needsIsolation(readFileSync(join(base, path), 'utf8')))
        out.push(path)
    }
  }
  for (const root of roots) visit(root)
  return out.sort()
}
