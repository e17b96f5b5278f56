import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { TemplateCase } from '../../engine/registry/showcase-case.js'
import { thumbnailsDir } from './thumbnail-paths.js'

/** key → hash of what its pictures were made from. */
export type ThumbnailManifest = Record<string, string>

const manifestPath = (root: string) => join(thumbnailsDir(root), 'manifest.json')

export function readManifest(root: string): ThumbnailManifest {
  try {
    return JSON.parse(readFileSync(manifestPath(root), 'utf8')) as ThumbnailManifest
  } catch {
    return {}
  }
}

export function writeManifest(root: string, manifest: ThumbnailManifest): void {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(manifestPath(root), `${JSON.stringify(sorted, null, 2)}\n`)
}

/**
 * What every picture depends on beside its template: the renderer's shared CSS (themes, layout, the
 * storefront's and html/ parts: every .css outside renderer/blocks/) and the given files of the script
 * (how a picture is drawn). A change there draws every picture again.
 */
export function sharedHash(root: string, scriptFiles: string[]): string {
  const hash = createHash('sha256')
  const renderer = join(root, 'renderer')
  const css = readdirSync(renderer, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css') && !path.startsWith(`blocks${sep}`))
    .sort()
  for (const path of [...css.map((p) => join('renderer', p)), ...scriptFiles])
    hash.update(path).update(readFileSync(join(root, path)))
  return hash.digest('hex')
}

/**
 * What a template's pictures depend on: the case they show, the template's schema, every file of its
 * component folder (sub-folders too) and `shared` (sharedHash).
 */
export function sourceHash(root: string, key: string, sample: TemplateCase, shared: string): string {
  const hash = createHash('sha256').update(JSON.stringify(sample.data)).update(shared)
  const schema = join(root, 'templates/blocks', `${key}.schema.json`)
  if (existsSync(schema)) hash.update(readFileSync(schema))
  const componentDir = join(root, 'renderer/blocks', key)
  if (existsSync(componentDir))
    for (const entry of readdirSync(componentDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort())
      hash.update(relative(componentDir, entry)).update(readFileSync(entry))
  return hash.digest('hex').slice(0, 16)
}
