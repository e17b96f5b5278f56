import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g

/**
 * The renderer folders whose CSS travels with the code that uses them: every block
 * (`blocks/<key>`), every storefront app (`storefront/<app>`) and the forms. Folders of shared pieces
 * (html, layout, themes) are in every bundle already.
 */
function unitOf(rendererDir: string, file: string): string | undefined {
  const parts = relative(rendererDir, file).split(/[\\/]/)
  if ((parts[0] === 'blocks' || parts[0] === 'storefront') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`
  if (parts[0] === 'forms') return 'forms'
  return undefined
}

function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFilesUnder(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/** A relative import's file: `./x.js` is `./x.tsx` or `./x.ts` in the sources. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '')
  return [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p))
}

/**
 * For every CSS unit of the renderer, the units its code reaches through imports (itself included), so
 * a page with a stock locator block gets the stock list's and the vehicle card's CSS and a page without
 * one gets neither. Read once at start from the sources, which ship with the server.
 */
export function cssUnitDependencies(rendererDir: string): Map<string, Set<string>> {
  const importsOf = new Map<string, string[]>()
  const imports = (file: string): string[] => {
    let found = importsOf.get(file)
    if (!found) {
      const source = readFileSync(file, 'utf8')
      found = [...source.matchAll(IMPORT)]
        .map((m) => resolveImport(file, m[1]!))
        .filter((p): p is string => p !== undefined)
      importsOf.set(file, found)
    }
    return found
  }
  const roots = new Map<string, string[]>()
  for (const top of ['blocks', 'storefront']) {
    const dir = join(rendererDir, top)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir)) {
      const unitDir = join(dir, name)
      if (statSync(unitDir).isDirectory()) roots.set(`${top}/${name}`, sourceFilesUnder(unitDir))
    }
  }
  if (existsSync(join(rendererDir, 'forms'))) roots.set('forms', sourceFilesUnder(join(rendererDir, 'forms')))

  const result = new Map<string, Set<string>>()
  for (const [unit, files] of roots) {
    const units = new Set([unit])
    const seen = new Set<string>()
    const stack = [...files]
    while (stack.length) {
      const file = stack.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      const reached = unitOf(rendererDir, file)
      if (reached) units.add(reached)
      stack.push(...imports(file))
    }
    result.set(unit, units)
  }
  return result
}
