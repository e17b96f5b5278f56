import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FINANCE_FAMILIES } from '../../../engine/finance/finance-family.js'
import { FINANCE_OUTPUT_LABELS } from '../../../engine/finance/finance-output-rows.js'
import { financeQuote } from '../../../engine/finance/finance-quote.js'
import { FINANCE_VARIANTS, type FinanceProductKey } from '../../../engine/finance/finance-variants.js'
import { isFinanceProductKey } from '../../../engine/finance/is-finance-product-key.js'

const schema = JSON.parse(readFileSync('templates/blocks/jlr-finance-calculator.schema.json', 'utf8'))
const productField = schema.properties.products.items.properties.finance_product
const keys = Object.keys(FINANCE_VARIANTS) as FinanceProductKey[]

describe('the finance product variants (002 §3: about 30 country variants)', () => {
  it('are the template enum, in the same order, with the same names', () => {
    expect(productField.enum).toEqual(keys)
    expect(productField['x-options']).toEqual(
      Object.fromEntries(keys.map((k) => [k, FINANCE_VARIANTS[k].name])),
    )
    expect(keys.length).toBeGreaterThanOrEqual(30)
    expect(keys).toEqual(
      expect.arrayContaining([
        'HirePurchaseSample',
        'HirePurchaseThailand',
        'HirePurchaseNZLoan',
        'HirePurchaseUniversalMena',
      ]),
    )
  })

  it('cover every family', () => {
    expect(new Set(keys.map((k) => FINANCE_VARIANTS[k].family))).toEqual(new Set(FINANCE_FAMILIES))
  })

  it('keep the template default labels those of the engine', () => {
    const defaults = schema.properties.output_configuration.default as Record<string, { label: string }>
    for (const [key, entry] of Object.entries(defaults))
      expect(entry.label).toBe(FINANCE_OUTPUT_LABELS[key as keyof typeof FINANCE_OUTPUT_LABELS])
  })

  it.each(keys)('%s quotes a positive payment that repays more than it lends', (product) => {
    const quote = financeQuote({ product, price: 80_000, cashDeposit: 16_000, months: 48, ratePercent: 5 })
    expect(quote?.monthly_payment).toBeGreaterThan(0)
    expect(quote?.apr).toBeGreaterThan(0)
    // Price plus the cost of credit; a lease's residual is returned with the car, not paid.
    if (quote?.family !== 'lease') expect(quote?.total_amount_payable).toBeGreaterThan(80_000)
  })

  it('knows its keys, and nothing else', () => {
    expect(isFinanceProductKey('PCPUK')).toBe(true)
    expect(isFinanceProductKey('toString')).toBe(false)
    expect(isFinanceProductKey(7)).toBe(false)
  })
})
