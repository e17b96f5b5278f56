import { describe, expect, it } from 'vitest'
import type { CatalogueModelRecord } from '../../../engine/catalogue/catalogue-model.js'
import { engineOf, modelFigure } from '../../../engine/catalogue/model-figures.js'
import type { LoaderContext } from '../../../renderer/loader-context.js'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import { loadCatalogueModel } from '../../../renderer/blocks/jlr-specification/load-catalogue-model.js'
import { loadModelSummary } from '../../../renderer/blocks/model-summary/load-model-summary.js'
import { countdown } from '../../../renderer/blocks/image-box/countdown.js'

const defender: CatalogueModelRecord = {
  id: 'defender-110',
  model_group: 'Defender',
  data: {
    id: 'defender-110',
    name: 'Defender 110',
    brand: 'Land Rover',
    image_id: 'lr-stock-2',
    engine_details: [
      { code: 'D350', fuels: ['diesel', 'mhev'], power_kw: 258, drivetrain: 'AWD' },
      { code: 'P525 V8', fuels: ['petrol'], power_kw: 386, drivetrain: 'AWD' },
    ],
  },
  specs: [
    {
      category: 'Performance',
      items: [
        { key: 'maximum_power', label: 'Maximum power', value: '386 kW' },
        { key: 'drivetrain', label: 'Drivetrain', value: 'AWD' },
      ],
    },
    { category: 'Practicality', items: [{ key: 'seats', label: 'Seats', value: '5 or 6 or 8' }] },
    // As a catalogue seeded before spec keys were added: found by its label.
    { category: 'Pricing', items: [{ label: 'From', value: 'AUD 98,000' }] },
  ],
}

describe('catalogue figures of a derivative (model-summary spec_key_1..3)', () => {
  it('reads model figures by key, an older catalogue by label', () => {
    expect(modelFigure(defender, 'maximum_power', null)).toBe('386 kW')
    expect(modelFigure(defender, 'seats', null)).toBe('5 or 6 or 8')
    expect(modelFigure(defender, 'price_from', null)).toBe('AUD 98,000')
    expect(modelFigure(defender, 'body_type', null)).toBeNull()
  })

  it("reads the engine's own figures, none without a known engine", () => {
    const v8 = engineOf(defender, 'p525v8')
    expect(v8?.code).toBe('P525 V8')
    expect(modelFigure(defender, 'engine_power', v8)).toBe('386 kW')
    expect(modelFigure(defender, 'fuel', engineOf(defender, 'D350'))).toBe('diesel, mhev')
    expect(engineOf(defender, 'X999')).toBeNull()
    expect(modelFigure(defender, 'engine_power', null)).toBeNull()
    expect(modelFigure(defender, 'fuel', null)).toBeNull()
  })
})

function context(stock: Partial<StockReader> | undefined, locale = 'en'): LoaderContext & { logs: string[] } {
  const logs: string[] = []
  return {
    site: { key: 'lrdx', name: 'Land Rover', brand: 'Land Rover' },
    locale,
    settings: {},
    query: new URLSearchParams(),
    stock: stock as StockReader | undefined,
    log: (message) => logs.push(message),
    logs,
  }
}

const catalogue = (model: CatalogueModelRecord | null): Partial<StockReader> => ({
  catalogueModel: async (id) => (model && model.id === id ? model : null),
})

describe('the catalogue loaders', () => {
  it('answer null (the block says "not available") for a key the brand does not have, and log it', async () => {
    const c = context(catalogue(defender))
    expect(await loadCatalogueModel('jlr-specification', 'defender-110', c)).toBe(defender)
    expect(await loadCatalogueModel('jlr-specification', 'f-pace', c)).toBeNull()
    expect(c.logs).toEqual(['[jlr-specification] no model f-pace of Land Rover in the catalogue'])
    const jaguar = { ...context(catalogue(defender)), site: { key: 'jdx', name: 'Jaguar', brand: 'Jaguar' } }
    expect(await loadCatalogueModel('jlr-specification', 'defender-110', jaguar)).toBeNull()
    // A key that is not an id never reaches the store.
    const asked: string[] = []
    const spy = context({ catalogueModel: async (id) => (asked.push(id), null) })
    expect(await loadCatalogueModel('jlr-specification', "x'; --", spy)).toBeNull()
    expect(asked).toEqual([])
  })

  it('reject when the catalogue cannot be read, so the block shows its error state', async () => {
    await expect(loadCatalogueModel('jlr-specification', 'defender-110', context(undefined))).rejects.toThrow(
      /without the model catalogue/,
    )
    const down = context({ catalogueModel: () => Promise.reject(new Error('database down')) })
    await expect(loadModelSummary({ car_key: 'defender-110' }, down)).rejects.toThrow('database down')
  })

  it("gives a derivative its engine and figures in the slots' order, fuels in the page's language", async () => {
    const summary = await loadModelSummary(
      {
        car_key: 'defender-110',
        engine_key: 'D350',
        spec_key_1: 'fuel',
        spec_key_2: 'body_type',
        spec_key_3: 'engine_power',
      },
      context(catalogue(defender), 'ar'),
    )
    expect(summary).toEqual({
      name: 'Defender 110',
      imageId: 'lr-stock-2',
      engine: 'D350',
      // body_type is not in this catalogue: left out, the others keep their slot.
      figures: [
        { slot: 1, key: 'fuel', value: 'ديزل · هجين خفيف' },
        { slot: 3, key: 'engine_power', value: '258 kW' },
      ],
    })
    expect(await loadModelSummary({ car_key: 'xe' }, context(catalogue(defender)))).toBeNull()
  })
})

describe('the accolade countdown', () => {
  const end = Date.parse('2026-12-31T12:00:00Z')
  it('counts whole days, hours and minutes, rounding up to the minute', () => {
    expect(countdown(end, Date.parse('2026-12-29T09:30:30Z'))).toEqual({ days: 2, hours: 2, minutes: 30 })
    expect(countdown(end, end - 1)).toEqual({ days: 0, hours: 0, minutes: 1 })
  })
  it('is over at and after the end, and for a date that is not one', () => {
    expect(countdown(end, end)).toBeNull()
    expect(countdown(end, end + 60_000)).toBeNull()
    expect(countdown(Number.NaN, end)).toBeNull()
  })
})
