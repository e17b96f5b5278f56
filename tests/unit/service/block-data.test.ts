// The range calculator's and racing results' data files, checked before they are shown (decision 041).
import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { estimatedRange } from '../../../engine/block-data/estimated-range.js'
import { parseRacingResults } from '../../../engine/block-data/parse-racing-results.js'
import { parseRangeData } from '../../../engine/block-data/parse-range-data.js'

const json = (path: string) => JSON.parse(readFileSync(`fixtures/block-data/${path}`, 'utf8')) as unknown

describe('parseRangeData and estimatedRange', () => {
  const data = parseRangeData(json('range-calculator/i-pace.json'))!

  it('reads the demo file, sorted, with its defaults', () => {
    expect(data.wheels.map((w) => w.value)).toEqual([18, 20, 22])
    expect(data.defaults).toEqual({ wheel: 20, temperature: 20, speed: 70, climate: false })
  })

  it('multiplies the factors and keeps the estimate within the minimal and maximal range (002 §9)', () => {
    expect(estimatedRange(data, data.defaults, 187, 493)).toBe(456)
    expect(estimatedRange(data, { wheel: 18, temperature: 20, speed: 50, climate: false }, 187, 493)).toBe(
      493,
    )
    expect(estimatedRange(data, { wheel: 22, temperature: -10, speed: 130, climate: true }, 187, 493)).toBe(
      187,
    )
    // Swapped bounds are read the right way round.
    expect(estimatedRange(data, { wheel: 22, temperature: -10, speed: 130, climate: true }, 493, 187)).toBe(
      187,
    )
  })

  it('picks the middle choice when a default is missing or unknown', () => {
    const base = json('range-calculator/i-pace.json') as Record<string, unknown>
    expect(parseRangeData({ ...base, defaults: { speed: 999 } })!.defaults).toEqual({
      wheel: 20,
      temperature: 10,
      speed: 90,
      climate: false,
    })
  })

  it.each([
    ['not an object', []],
    ['no base range', { base_range_km: undefined }],
    ['a factor that is text', { base_range_km: 470, wheels: [{ value: 18, factor: '1' }] }],
    ['a negative factor', { base_range_km: 470, wheels: [{ value: 18, factor: -1 }] }],
    [
      'twice the same wheel',
      {
        base_range_km: 470,
        wheels: [
          { value: 18, factor: 1 },
          { value: 18, factor: 0.9 },
        ],
      },
    ],
    ['a base range past 5000 km', { base_range_km: 1e9 }],
  ])('refuses %s', (_name, value) => {
    const base = json('range-calculator/i-pace.json') as Record<string, unknown>
    expect(parseRangeData(Array.isArray(value) ? value : { ...base, ...value })).toBeUndefined()
  })
})

describe('parseRacingResults', () => {
  it('reads every demo results file', () => {
    for (const file of readdirSync('fixtures/block-data/racing-results'))
      expect(parseRacingResults(json(`racing-results/${file}`)), file).toBeDefined()
  })

  it('keeps points empty where a file has none, and emphasises the brand’s entries', () => {
    const rally = parseRacingResults(json('racing-results/rally-raid-overall.json'))!
    expect(rally.rows[0]).toMatchObject({ position: 1, points: null, highlight: true, detail: '38:41:07' })
  })

  it.each([
    ['no rows', { title: 't', rows: [] }],
    ['a row without a name', { rows: [{ position: 1 }] }],
    ['a position that is not a whole number', { rows: [{ position: 1.5, name: 'A' }] }],
    ['points that are text', { rows: [{ position: 1, name: 'A', points: '25' }] }],
    ['a name past 120 characters', { rows: [{ position: 1, name: 'n'.repeat(121) }] }],
    ['an update date that is not one', { updated_at: 'soon', rows: [{ position: 1, name: 'A' }] }],
    ['markup as a row', { rows: ['<script>alert(1)</script>'] }],
  ])('refuses %s, whole', (_name, value) => expect(parseRacingResults(value)).toBeUndefined())
})
