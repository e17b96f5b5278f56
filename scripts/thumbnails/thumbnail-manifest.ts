import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
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
 * What a template's pictures depend on: the case they show, the template's schema and the files of its
 * component folder. Shared CSS (themes, layout) is not in it: --force renders every picture again after such
 * a change.
 */
export function sourceHash(root: string, key: string, sample: TemplateCase): string {
  const hash = createHash('sha256').update(JSON.stringify(sample.data))
  const schema = join(root, 'templates/blocks', `${key}.schema.json`)
  if (existsSync(schema)) hash.update(readFileSync(schema))
  const componentDir = join(root, 'renderer/blocks', key)
  if (existsSync(componentDir))
    for (const name of readdirSync(componentDir).sort()) {
      const path = join(componentDir, name)
      try {
        hash.update(name).update(readFileSync(path))
      } catch {
        // A sub-folder: its files are details of the component; a change there needs --force.
      }
    }
  return hash.digest('hex').slice(0, 16)
}
