// npm run size:islands' table (scripts/island-sizes/): which manifest keys are islands, what each pulls in
// beyond the island client, each shared chunk counted once, sorted by what the island costs.
import { expect, it } from 'vitest'
import {
  formatTable,
  islandName,
  islandSizes,
  type Manifest,
} from '../../scripts/island-sizes/island-size-table.js'

const manifest: Manifest = {
  'renderer/islands/client.ts': { file: 'assets/islands.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_Carousel.js': { file: 'assets/Carousel.js', imports: ['_react.js', '_model.js'] },
  '_model.js': { file: 'assets/model.js', imports: ['_react.js'] },
  'renderer/blocks/quote-slider/island.tsx': {
    file: 'assets/quote-slider.js',
    isDynamicEntry: true,
    imports: ['_Carousel.js', '_react.js'],
  },
  'renderer/blocks/jlr-tabs/island.tsx': {
    file: 'assets/jlr-tabs.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
  },
  'renderer/layout/islands/consent.dom.ts': { file: 'assets/consent.js', isDynamicEntry: true },
}
const bytes: Record<string, number> = {
  'assets/runtime.js': 100,
  'assets/react.js': 1000,
  'assets/Carousel.js': 300,
  'assets/model.js': 200,
  'assets/quote-slider.js': 50,
  'assets/jlr-tabs.js': 80,
  'assets/consent.js': 10,
}
const sizeOf = (file: string) => ({ raw: bytes[file]!, gzip: Math.round(bytes[file]! / 2) })

it('names block, layout (with .dom) and storefront islands, and nothing else', () => {
  expect(islandName('renderer/blocks/quote-slider/island.tsx')).toBe('quote-slider')
  expect(islandName('renderer/layout/islands/consent.dom.ts')).toBe('layout:consent.dom')
  expect(islandName('renderer/layout/islands/exit-popup.tsx')).toBe('layout:exit-popup')
  expect(islandName('renderer/storefront/vehicle-page/islands/save-button.tsx')).toBe(
    'storefront:vehicle-page/save-button',
  )
  expect(islandName('_Carousel.js')).toBeUndefined()
  expect(islandName('renderer/islands/client.ts')).toBeUndefined()
})

it("counts each island's own chunk and its shared chunks once, leaving out what the client loaded", () => {
  const rows = islandSizes(manifest, sizeOf)
  expect(rows.map((r) => r.island)).toEqual(['quote-slider', 'jlr-tabs', 'layout:consent.dom'])
  const quotes = rows[0]!
  expect(quotes.own).toEqual({ raw: 50, gzip: 25 })
  // react once (imported twice), Carousel and model; not the runtime the client already has.
  expect(quotes.sharedChunks).toEqual(['Carousel.js', 'model.js', 'react.js'])
  expect(quotes.shared).toEqual({ raw: 1500, gzip: 750 })
  expect(rows[2]!.shared).toEqual({ raw: 0, gzip: 0 })
  const table = formatTable(rows, { raw: 2048, gzip: 1024 }).split('\n')
  expect(table[0]).toMatch(/^island\s+own raw\s+own gzip\s+shared raw\s+shared gzip\s+total gzip$/)
  expect(table[2]).toMatch(/^\(island client, every page\)\s+2\.0\s+1\.0/)
  expect(table[3]).toMatch(/^quote-slider\s+0\.0\s+0\.0\s+1\.5\s+0\.7\s+0\.8$/)
})
