import { describe, expect, it } from 'vitest'
import { createdAtFormat } from '../../../engine/finance/created-at-format.js'
import { financeModels } from '../../../engine/finance/finance-models.js'
import { financeOutputRows } from '../../../engine/finance/finance-output-rows.js'
import { financeQuote } from '../../../engine/finance/finance-quote.js'

const quote = (
  product: 'HirePurchaseSample' | 'PCPUK' | 'PersonalContractHireUK' | 'MurabahaUAE',
  contribution = 0,
) => {
  const q = financeQuote({
    product,
    price: 30_000,
    cashDeposit: 3_000,
    depositContribution: contribution,
    months: 36,
    ratePercent: 5,
  })
  if (!q) throw new Error('no quote')
  return q
}

describe('financeOutputRows (002 §3 output configuration)', () => {
  it('shows every figure that applies, in order, with the default labels', () => {
    expect(financeOutputRows(quote('HirePurchaseSample'), {}).map((r) => r.key)).toEqual([
      'monthly_payment',
      'on_the_road_price',
      'total_deposit',
      'total_amount_of_credit',
      'monthly_payments',
      'duration_of_agreement',
      'interest_rate',
      'apr',
      'total_amount_payable',
      'created_at',
    ])
  })

  it('splits the deposit only when there is a contribution, and shows a balloon', () => {
    const keys = financeOutputRows(quote('PCPUK', 500), undefined).map((r) => r.key)
    expect(keys).toContain('cash_deposit')
    expect(keys).toContain('deposit_contribution')
    expect(keys).toContain('final_payment')
  })

  it('takes labels and hidden flags from the configuration; names depend on the product', () => {
    const rows = financeOutputRows(quote('PersonalContractHireUK'), {
      apr: { hidden: true },
      on_the_road_price: { label: 'Cash price' },
      created_at: { label: '  ' },
    })
    expect(rows.find((r) => r.key === 'apr')).toBeUndefined()
    expect(rows.find((r) => r.key === 'on_the_road_price')?.label).toBe('Cash price')
    expect(rows.find((r) => r.key === 'created_at')?.label).toBe('Quote created')
    expect(rows.find((r) => r.key === 'final_payment')?.label).toBe('Residual value')
    expect(financeOutputRows(quote('MurabahaUAE'), {}).find((r) => r.key === 'interest_rate')?.label).toBe(
      'Profit rate',
    )
  })

  it('reads the created_at format: language, date and time style, "none" leaving the time out', () => {
    expect(createdAtFormat({}, 'ar')).toEqual({
      language: 'ar',
      options: { dateStyle: 'long', timeStyle: 'short' },
    })
    expect(
      createdAtFormat({ created_at: { language: 'en-GB', date_style: 'short', time_style: 'none' } }, 'en'),
    ).toEqual({ language: 'en-GB', options: { dateStyle: 'short' } })
    expect(createdAtFormat({ created_at: { date_style: 'bogus' } }, 'en').options.dateStyle).toBe('long')
  })
})

describe('financeModels (nameplate_key_filter, models_info)', () => {
  const catalogue = [
    { id: 'defender-90', name: 'Defender 90', price_from: 92_000, image_id: 'lr-stock-1' },
    { id: 'defender-110', name: 'Defender 110', price_from: 99_000, image_id: 'lr-stock-2' },
    { id: 'discovery', name: 'Discovery', price_from: null, image_id: null },
  ]

  it('offers the catalogue in its order, leaving out models without a price', () => {
    expect(financeModels({ catalogue, filter: '', modelsInfo: undefined }).map((m) => m.key)).toEqual([
      'defender-90',
      'defender-110',
    ])
  })

  it('filters by keys or names in the order given, models_info completing and overriding', () => {
    const models = financeModels({
      catalogue,
      filter: ' Discovery , defender_110, DEFENDER 90, unknown',
      modelsInfo: {
        discovery: { price: 88_000, free_items: ['5-year service plan', '', 7] },
        'defender-110': { name: 'Defender 110 X', image: { id: 'd110.jpg', alt: 'Defender 110' } },
        'Range Rover': { name: 'Range Rover', price: 250_000 },
      },
    })
    expect(models).toEqual([
      { key: 'discovery', name: 'Discovery', price: 88_000, free_items: ['5-year service plan'] },
      {
        key: 'defender-110',
        name: 'Defender 110 X',
        price: 99_000,
        free_items: [],
        image: { id: 'd110.jpg', alt: 'Defender 110' },
      },
      {
        key: 'defender-90',
        name: 'Defender 90',
        price: 92_000,
        free_items: [],
        image: { id: 'lr-stock-1', alt: 'Defender 90' },
      },
    ])
  })

  it('works without a catalogue from models_info alone, ignoring what is malformed', () => {
    const models = financeModels({
      catalogue: [],
      filter: undefined,
      modelsInfo: {
        'f-pace': { name: 'F-PACE', price: 95_000, image: { id: 'javascript:alert(1)' } },
        'e-pace': { name: 'E-PACE', price: -1 },
        xe: 'not an object',
      },
    })
    expect(models).toEqual([{ key: 'f-pace', name: 'F-PACE', price: 95_000, free_items: [] }])
    expect(financeModels({ catalogue: [], filter: undefined, modelsInfo: [1, 2] })).toEqual([])
  })
})
