import express, { Router } from 'express'
import sharp from 'sharp'
import { newId } from '../../engine/defaults/new-id.js'
import { badRequest, HttpError, notFound } from '../http/http-error.js'
import type { MediaFiles } from '../media/media-files.js'
import { audit } from '../ops/audit.js'
import type { MediaListing } from '../storage/media-store.js'
import type { PageUsingImage } from '../storage/media-usage-store.js'
import type { Storage } from '../storage/storage.js'
import { mediaDetailsInput, mediaIdParam, mediaListQuery, plainText } from './media-input.js'

const MAX_BYTES = 15 * 1024 * 1024
const MAX_PIXELS = 12000 * 12000

/** An image as the library dialog shows it: its record, a preview URL and the pages that use it. */
function imageView(record: MediaListing, usedOn: PageUsingImage[]) {
  return {
    id: record.id,
    fileName: record.fileName,
    width: record.width,
    height: record.height,
    bytes: record.bytes,
    alt: record.alt,
    decorative: record.decorative,
    focal: { x: record.focalX, y: record.focalY },
    url: `/images/${record.id}/w/360.jpg`,
    usedOn,
  }
}

/**
 * The media library (issue 13, decision 034). POST /media?filename=&alt=: uploads one image (the raw
 * bytes, Content-Type image/jpeg, png, webp or avif); the bytes must decode as an image; the new id comes
 * back with its size. GET /media?q=&offset=&limit= lists (newest first, searched by file name or alt) with
 * each image's usage; GET /media/:id and /media/:id/usage; PATCH /media/:id sets alt, decorative and the
 * focal point; DELETE /media/:id, refused with 409 and the pages while a page uses the image.
 */
export function mediaApi(storage: Storage, files: MediaFiles): Router {
  const router = Router()

  router.get('/media', async (req, res) => {
    const query = mediaListQuery(req.query)
    const [{ items, total }, usage] = await Promise.all([
      storage.media.list(query),
      storage.mediaUsage.pagesByImage(),
    ])
    res.json({
      data: { items: items.map((r) => imageView(r, usage.get(r.id) ?? [])), total, ...query },
    })
  })

  router.get('/media/:id', async (req, res) => {
    const id = mediaIdParam(req.params.id)
    const record = await storage.media.get(id)
    if (!record) throw notFound(`No image ${id}`)
    res.json({ data: imageView(record, await storage.mediaUsage.pagesUsing(id)) })
  })

  router.get('/media/:id/usage', async (req, res) => {
    const id = mediaIdParam(req.params.id)
    if (!(await storage.media.get(id))) throw notFound(`No image ${id}`)
    res.json({ data: await storage.mediaUsage.pagesUsing(id) })
  })

  router.patch('/media/:id', async (req, res) => {
    const id = mediaIdParam(req.params.id)
    const record = await storage.media.get(id)
    if (!record) throw notFound(`No image ${id}`)
    const details = mediaDetailsInput(req.body, record)
    const updated = await storage.media.update(id, details)
    if (!updated) throw notFound(`No image ${id}`)
    audit(req, 'media.update', id, { decorative: details.decorative })
    res.json({ data: imageView(updated, await storage.mediaUsage.pagesUsing(id)) })
  })

  router.delete('/media/:id', async (req, res) => {
    const id = mediaIdParam(req.params.id)
    const { removed, usedOn } = await storage.mediaUsage.removeUnused(id)
    if (usedOn.length > 0)
      throw new HttpError(
        409,
        'image_in_use',
        `The image is used on ${usedOn.length} page${usedOn.length === 1 ? '' : 's'}: ${usedOn
          .map((p) => p.title || p.path)
          .join(', ')}`,
        { pages: usedOn },
      )
    if (!removed) throw notFound(`No image ${id}`)
    await files.remove(id)
    audit(req, 'media.delete', id)
    res.status(204).end()
  })

  router.post(
    '/media',
    express.raw({ type: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'], limit: MAX_BYTES }),
    async (req, res) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        throw badRequest(
          'Send the image bytes with Content-Type image/jpeg, image/png, image/webp or image/avif',
        )
      const filename =
        req.query.filename === undefined ? 'image' : plainText(req.query.filename, 'filename', 200)
      const alt = req.query.alt === undefined ? '' : plainText(req.query.alt, 'alt', 300).trim()
      let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>
      try {
        meta = await sharp(req.body, { limitInputPixels: MAX_PIXELS }).metadata()
      } catch {
        throw new HttpError(422, 'not_an_image', 'The upload is not an image this library can read')
      }
      if (!meta.width || !meta.height) throw new HttpError(422, 'not_an_image', 'The image has no size')
      const base =
        filename
          .replace(/\.[A-Za-z0-9]+$/, '')
          .replace(/[^A-Za-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .toLowerCase()
          .slice(0, 60) || 'image'
      const id = `${base}-${newId().slice(0, 6)}`
      await files.write(id, req.body)
      await storage.media.insert({
        id,
        fileName: filename.slice(0, 200),
        mimeType: `image/${meta.format ?? 'jpeg'}`,
        width: meta.width,
        height: meta.height,
        alt,
        bytes: req.body.length,
      })
      audit(req, 'media.upload', id, { bytes: req.body.length })
      res
        .status(201)
        .json({ data: { id, width: meta.width, height: meta.height, url: `/images/${id}/w/640.jpg` } })
    },
  )
  return router
}
