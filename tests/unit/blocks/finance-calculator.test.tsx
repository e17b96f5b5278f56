// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import { JlrFinanceCalculator } from '../../../renderer/blocks/jlr-finance-calculator/jlr-finance-calculator.js'
import type { FinanceCalculatorData } from '../../../renderer/blocks/jlr-finance-calculator/finance-calculator-data.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { JlrFinanceCalculatorAttributes } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

afterEach(cleanup)

const flat = { min: 0, max: 0, default: 0, interval: 0.1, unit: 'percent' as const }
const attributes: JlrFinanceCalculatorAttributes = {
  heading: 'Finance',
  model_label: 'Model',
  product_label: 'Product',
  price_label: 'From',
  summary_heading: 'Summary',
  free_items_label: 'Free',
  months_label: 'months',
  years_label: 'years',
  no_models_text: 'No models',
  products: [
    {
      finance_product: 'HirePurchaseSample',
      name: 'Loan',
      input_configuration: {
        down_payment: { min: 20, max: 50, default: 20, interval: 5, unit: 'percent' },
        duration: { min: 4, max: 7, default: 4, interval: 1, unit: 'years' },
        interest_rate: flat,
      },
    },
    {
      finance_product: 'PCPUK',
      name: 'PCP',
      input_configuration: {
        down_payment: { min: 0, max: 10_000, default: 0, interval: 1_000, unit: 'amount' },
        duration: { min: 12, max: 48, default: 36, interval: 12, unit: 'months' },
        interest_rate: flat,
      },
    },
  ],
}
const data: FinanceCalculatorData = {
  models: [
    { key: 'a', name: 'Alpha', price: 48_000, free_items: ['Service plan'] },
    { key: 'b', name: 'Beta', price: 24_000, free_items: [] },
  ],
  priceSettings: DEFAULT_PRICE_SETTINGS,
}

const show = (a: JlrFinanceCalculatorAttributes, d?: FinanceCalculatorData) =>
  render(
    <RenderContextProvider value={testRenderContext()}>
      <JlrFinanceCalculator
        block={{ id: 'f', template: 'jlr-finance-calculator', attributes: a }}
        attributes={a}
        data={d}
      />
    </RenderContextProvider>,
  )
const monthly = () => document.querySelector('.finance-summary__monthly-value')?.textContent

describe('jlr-finance-calculator', () => {
  it('quotes the first model and product, and follows the shopper’s choices', () => {
    show(attributes, data)
    // 48,000 − 20 % = 38,400 over 48 months at 0 % = 800.
    expect(monthly()).toBe('€800/Month')
    fireEvent.click(screen.getByRole('radio', { name: /Beta/ }))
    // 24,000 − 4,800 = 19,200 / 48 = 400.
    expect(monthly()).toBe('€400/Month')
    expect(screen.queryByText('Service plan')).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: 'PCP' }))
    // PCP at 0 %: 3 years' balloon 43 % of 24,000 = 10,320; (24,000 − 10,320) / 36 = 380.
    expect(monthly()).toBe('€380/Month')
    const figures = document.querySelector('.finance-summary__figures') as HTMLElement
    expect(within(figures).getByText('Optional final payment')).toBeTruthy()
    expect(within(figures).getByText('€10,320')).toBeTruthy()
    // Back to the loan: its own inputs are kept apart from the PCP's.
    fireEvent.click(screen.getByRole('radio', { name: 'Loan' }))
    expect(monthly()).toBe('€400/Month')
  })

  it('in the mena style uses dropdowns and choice buttons and lists the free items', () => {
    show({ ...attributes, calculator_style: 'mena' }, data)
    expect(screen.getByText('Service plan')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: '50%' }))
    // 48,000 − 24,000 = 24,000 / 48 = 500.
    expect(monthly()).toBe('€500/Month')
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'b' } })
    expect(monthly()).toBe('€380/Month')
  })

  it('says so when there is nothing to offer, and shows a placeholder in the editor', () => {
    show(attributes, { ...data, models: [] })
    expect(screen.getByText('No models')).toBeTruthy()
    cleanup()
    show({ ...attributes, nameplate_key_filter: 'defender-110' })
    expect(screen.getByText('Finance calculator: the models of defender-110')).toBeTruthy()
  })
})
