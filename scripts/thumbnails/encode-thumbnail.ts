import type { Page } from 'playwright-core'

/** The pictures' size: small enough for a long library, sharp enough for the larger preview. */
export const THUMBNAIL_WIDTH = 400
export const THUMBNAIL_HEIGHT = 250

/**
 * A PNG screenshot scaled to THUMBNAIL_WIDTH, centred on a white THUMBNAIL_WIDTH × THUMBNAIL_HEIGHT
 * canvas, and encoded as WebP by the browser itself (Chromium screenshots are PNG; its canvas writes
 * WebP, so no image library is needed).
 */
export async function encodeThumbnail(page: Page, png: Buffer): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ data, width, height }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
      const canvas = new OffscreenCanvas(width, height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.fillStyle = '#fff'
      context.fillRect(0, 0, width, height)
      const scale = width / bitmap.width
      const drawn = Math.min(height, bitmap.height * scale)
      context.imageSmoothingQuality = 'high'
      context.drawImage(bitmap, 0, 0, bitmap.width, drawn / scale, 0, (height - drawn) / 2, width, drawn)
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.8 })
      const buffer = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of buffer) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    { data: png.toString('base64'), width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT },
  )
  return Buffer.from(base64, 'base64')
}
