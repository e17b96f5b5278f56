import { Router } from 'express'
import type { MediaFiles } from '../../media/media-files.js'
import { ALLOWED_WIDTHS } from '../../media/media-files.js'
import type { Storage } from '../../storage/storage.js'
import { badRequest, notFound } from '../http-error.js'
import { MEDIA_ID } from '../media-id.js'

const VARIANTS: [number, number][] = [
  [1600, 900],
  [1024, 576],
  [640, 360],
]

/** The media library: image records with their variants (v2), and resized JPEGs made once and cached. */
export function imagesApi(storage: Storage, files: MediaFiles): Router {
  const router = Router()

  router.get('/images/:id', async (req, res) => {
    const id = req.params.id
    if (!MEDIA_ID.test(id)) throw badRequest('The image id is not valid')
    const record = await storage.media.get(id)
    if (!record) throw notFound(`No image ${id}`)
    const ratio = record.height / record.width
    res.json({
      data: {
        id: record.id,
        type: 'image',
        attributes: {
          alt: record.alt,
          width: record.width,
          height: record.height,
          variants: VARIANTS.map(([width]) => ({
            width,
            height: Math.round(width * ratio),
            url: `/images/${id}/w/${width}.jpg`,
          })),
        },
      },
    })
  })

  router.get('/images/:id/w/:file', async (req, res) => {
    const { id, file } = req.params
    if (!MEDIA_ID.test(id)) throw badRequest('The image id is not valid')
    const match = /^(\d{2,4})\.jpg$/.exec(file)
    const width = match ? Number(match[1]) : NaN
    if (!ALLOWED_WIDTHS.has(width))
      throw badRequest(`Width must be one of ${[...ALLOWED_WIDTHS].join(', ')}, as <width>.jpg`)
    if (!files.exists(id) || !(await storage.media.get(id))) throw notFound(`No image ${id}`)
    const bytes = await files.resized(id, width)
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type('image/jpeg').send(bytes)
  })

  return router
}
