import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

/** Widths a resized image may be asked for: the media library's variants (000 §9), nothing else. */
export const ALLOWED_WIDTHS = new Set([320, 360, 415, 640, 830, 900, 1024, 1245, 1280, 1600, 1920])

/** Original files under <dir>/<id>, resized copies under <dir>/cache/<id>/<width>.jpg, made once. */
export function mediaFiles(dir: string) {
  const original = (id: string) => join(dir, 'originals', id)
  const inFlight = new Map<string, Promise<Buffer>>()
  return {
    async write(id: string, bytes: Buffer): Promise<void> {
      await mkdir(join(dir, 'originals'), { recursive: true })
      await writeFile(original(id), bytes)
    },
    /** The original and every resized copy; a missing file is already gone. */
    async remove(id: string): Promise<void> {
      await rm(original(id), { force: true })
      await rm(join(dir, 'cache', id), { recursive: true, force: true })
    },
    exists(id: string): boolean {
      return existsSync(original(id))
    },
    /** The image at a width, as JPEG; made on first request and kept. Concurrent requests share one resize. */
    async resized(id: string, width: number): Promise<Buffer> {
      const target = join(dir, 'cache', id, `${width}.jpg`)
      if (existsSync(target)) return readFile(target)
      const key = `${id}/${width}`
      const pending = inFlight.get(key)
      if (pending) return pending
      const work = (async () => {
        const bytes = await sharp(await readFile(original(id)))
          .resize({ width, withoutEnlargement: true })
          .jpeg({ quality: 80, mozjpeg: true, progressive: true })
          .toBuffer()
        await mkdir(join(dir, 'cache', id), { recursive: true })
        // Write then rename, so a reader never sees half a file.
        await writeFile(`${target}.tmp`, bytes)
        await rename(`${target}.tmp`, target)
        return bytes
      })().finally(() => inFlight.delete(key))
      inFlight.set(key, work)
      return work
    },
  }
}

export type MediaFiles = ReturnType<typeof mediaFiles>
