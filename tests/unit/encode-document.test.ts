import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import { encodeDocument, windowBitsFor } from '../../server/http/encode-document.js'

it('compresses a document in either coding and level, and it decodes to the same bytes', async () => {
  const body = Buffer.from(`<!DOCTYPE html><p>${'Défendér اختبار '.repeat(5000)}</p>`)
  for (const level of ['stored', 'per-request'] as const) {
    const br = await encodeDocument(body, 'br', level)
    expect(br.length).toBeLessThan(body.length / 20)
    expect(brotliDecompressSync(br).equals(body)).toBe(true)
    expect(gunzipSync(await encodeDocument(body, 'gzip', level)).equals(body)).toBe(true)
  }
})

it("sizes brotli's window to the document, within brotli's bounds", () => {
  expect(windowBitsFor(0)).toBe(16)
  expect(windowBitsFor(120_000)).toBe(17)
  expect(windowBitsFor(455_000)).toBe(19)
  expect(windowBitsFor(50_000_000)).toBe(22)
})
