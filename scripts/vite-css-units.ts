import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import type { CssUnitsFile } from '../server/ssr/css-units-file.js'

type PluginContext = Rollup.PluginContext

/** Where the unit graph is written, beside Vite's manifest (server/ssr/css-bundle.ts reads both). */
const CSS_UNITS_FILE = '.vite/css-units.json'
/** The virtual entries' ids: `<root>/renderer/.css-units/<entry>.css`, a file that does not exist. */
const UNIT_DIR = '.css-units'

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? filesUnder(path, test) : test(name) ? [path] : []
    })
}

const isCss = (name: string) => name.endsWith('.css')
const isSource = (name: string) => /\.tsx?$/.test(name)

/** `blocks/stock-locator` as an entry name and file name: `blocks-stock-locator`. */
const entryName = (unit: string) => unit.replace(/\//g, '-')

/**
 * The renderer's CSS as Vite entries (docs/decisions/019): per theme one `core-<theme>` (base, the theme,
 * the shared pieces of html/ and the layout, in that order), and one entry per block (`blocks/<key>`),
 * storefront app (`storefront/<app>`) and the forms, each a virtual stylesheet that `@import`s the unit's
 * files, so Vite resolves, bundles and minifies them into content-hashed files listed in the manifest.
 * Beside the manifest it writes the unit graph: for every unit, the units its code reaches through
 * imports as Vite resolves them (a stock locator block uses the stock list's cards, so a page with one
 * needs the stock list's CSS too). The server turns a page's templates into the files from both.
 */
export function cssUnits(rendererDir: string): Plugin {
  const themes = filesUnder(join(rendererDir, 'themes'), isCss)
    .map((path) => relative(join(rendererDir, 'themes'), path).replace(/\.css$/, ''))
    .filter((name) => name !== 'base')
  const core = [
    ...filesUnder(join(rendererDir, 'html'), isCss),
    ...filesUnder(join(rendererDir, 'layout'), isCss),
  ]
  /** Every unit folder, with or without CSS of its own (a block without CSS may still use an app's). */
  const unitDirs = new Map<string, string>()
  for (const top of ['blocks', 'storefront'])
    for (const name of existsSync(join(rendererDir, top)) ? readdirSync(join(rendererDir, top)).sort() : []) {
      const dir = join(rendererDir, top, name)
      if (statSync(dir).isDirectory()) unitDirs.set(`${top}/${name}`, dir)
    }
  if (existsSync(join(rendererDir, 'forms'))) unitDirs.set('forms', join(rendererDir, 'forms'))
  const unitOf = (file: string): string | undefined => {
    const parts = relative(rendererDir, file).split(/[\\/]/)
    if ((parts[0] === 'blocks' || parts[0] === 'storefront') && parts.length > 2)
      return `${parts[0]}/${parts[1]}`
    return parts[0] === 'forms' ? 'forms' : undefined
  }

  /** The CSS files of every entry, by entry name, in cascade order. */
  const entries = new Map<string, string[]>()
  for (const theme of themes)
    entries.set(`core-${theme}`, [
      join(rendererDir, 'themes/base.css'),
      join(rendererDir, `themes/${theme}.css`),
      ...core,
    ])
  for (const [unit, dir] of unitDirs) {
    const files = filesUnder(dir, isCss)
    if (files.length) entries.set(entryName(unit), files)
  }
  const idOf = (entry: string) => join(rendererDir, UNIT_DIR, `${entry}.css`)
  const entryOf = new Map([...entries.keys()].map((entry) => [idOf(entry), entry]))

  let graph: Record<string, string[]> = {}
  let walked: Promise<void> | undefined
  /**
   * Walks each unit's sources through Vite's own resolution and transforms (this.load), staying inside the
   * renderer: engine/ and packages never lead back to a unit's CSS.
   */
  async function walkUnits(context: PluginContext): Promise<void> {
    const importsOf = new Map<string, Promise<string[]>>()
    const imports = (file: string) => {
      let found = importsOf.get(file)
      if (!found) {
        found = context.load({ id: file, resolveDependencies: true }).then((info) => {
          const ids = (info ?? context.getModuleInfo(file))?.importedIds
          if (!ids) throw new Error(`css-units: Vite did not load ${file}`)
          return ids.filter((id) => id.startsWith(rendererDir) && isSource(id))
        })
        importsOf.set(file, found)
      }
      return found
    }
    graph = {}
    for (const [unit, dir] of unitDirs) {
      const reached = new Set([unit])
      const seen = new Set<string>()
      const stack = filesUnder(dir, isSource)
      while (stack.length) {
        const file = stack.pop() as string
        if (seen.has(file)) continue
        seen.add(file)
        const other = unitOf(file)
        if (other) reached.add(other)
        stack.push(...(await imports(file)))
      }
      graph[unit] = [...reached].sort()
    }
  }
  let root = process.cwd()
  return {
    name: 'dealer-blocks:css-units',
    config() {
      return {
        build: {
          // Minified, not lowered: lowering for es2022's browsers rewrote `:dir(rtl)` as a list of `:lang()`s,
          // which is not the same rule (an element marked dir="ltr" inside an Arabic page would flip too).
          // The CSS reaches browsers as written, as the runtime bundler served it (this build has no other CSS).
          cssTarget: false,
          rollupOptions: {
            input: Object.fromEntries([...entries.keys()].map((entry) => [`css-${entry}`, idOf(entry)])),
          },
        },
      }
    },
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      return entryOf.has(id) ? id : undefined
    },
    async load(id) {
      const entry = entryOf.get(id)
      if (!entry) return undefined
      // Rolldown loads other modules (this.load) from a load hook, not from buildStart.
      walked ??= walkUnits(this)
      await walked
      // Absolute paths: the virtual file has no folder of its own to resolve relative ones from.
      return (entries.get(entry) as string[]).map((file) => `@import ${JSON.stringify(file)};`).join('\n')
    },
    buildStart() {
      walked = undefined
    },
    generateBundle() {
      const manifestKey = (entry: string) => relative(root, idOf(entry)).split('\\').join('/')
      const file: CssUnitsFile = {
        core: Object.fromEntries(themes.map((theme) => [theme, manifestKey(`core-${theme}`)])),
        units: Object.fromEntries(
          Object.entries(graph).map(([unit, uses]) => [
            unit,
            entries.has(entryName(unit)) ? { css: manifestKey(entryName(unit)), uses } : { uses },
          ]),
        ),
      }
      this.emitFile({ type: 'asset', fileName: CSS_UNITS_FILE, source: `${JSON.stringify(file, null, 2)}\n` })
    },
  }
}
