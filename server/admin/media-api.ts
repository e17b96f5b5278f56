import express, { Router } from 'express'
import sharp from 'sharp'
import { newId } from '../../engine/defaults/new-id.js'
import { badRequest, HttpError } from '../http/http-error.js'
import type { MediaFiles } from '../media/media-files.js'
import type { Storage } from '../storage/storage.js'

const MAX_BYTES = 15 * 1024 * 1024
const MAX_PIXELS = 12000 * 12000

/**
 * POST /media?filename=&alt=: uploads one image (the raw bytes, Content-Type image/jpeg, png, webp or
 * avif) into the media library. The bytes must decode as an image; the new id comes back with its size.
 */
export function mediaApi(storage: Storage, files: MediaFiles): Router {
  const router = Router()
  router.post(
    '/media',
    express.raw({ type: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'], limit: MAX_BYTES }),
    async (req, res) => {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0)
        throw badRequest(
          'Send the image bytes with Content-Type image/jpeg, image/png, image/webp or image/avif',
        )
      const filename = typeof req.query.filename === 'string' ? req.query.filename : 'image'
      const alt = typeof req.query.alt === 'string' ? req.query.alt.slice(0, 300) : ''
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
      res
        .status(201)
        .json({ data: { id, width: meta.width, height: meta.height, url: `/images/${id}/w/640.jpg` } })
    },
  )
  return router
}
