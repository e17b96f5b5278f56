// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import { SAVED_VEHICLES_KEY } from '../../../engine/storefront/saved-vehicle.js'
import { vehicleAnalytics } from '../../../engine/storefront/vehicle-analytics.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import {
  pruneSavedVehicles,
  readSavedVehicles,
  toggleSaved,
} from '../../../renderer/storefront/saved-vehicles/saved-vehicles-store.js'
import { removeCompared } from '../../../renderer/storefront/compare/compare-store.js'
import CompareToggle from '../../../renderer/storefront/vehicle-page/islands/compare-toggle.js'
import FinanceCalculator from '../../../renderer/storefront/vehicle-page/islands/finance-calculator.js'
import SaveButton from '../../../renderer/storefront/vehicle-page/islands/save-button.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

const context = {
  site: { key: 'lrdx', name: 'LR', brand: 'Land Rover' },
  theme: 'lrdx' as const,
  locale: 'en',
  dir: 'ltr' as const,
  environment: 'island' as const,
  strict: true,
  localePrefix: '',
}
const inContext = (node: React.ReactNode) =>
  render(<RenderContextProvider value={context}>{node}</RenderContextProvider>)

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  window.dataLayer = []
})
afterEach(cleanup)

const v = makeVehicle({ id: 'car1' })
const financeLabels = {
  title: 'Finance',
  deposit: 'Deposit',
  term: 'Term',
  years: 'years',
  monthly: 'Monthly',
  note: 'At {rate}%',
}

describe('saved vehicles store (000 §3-4)', () => {
  it('toggles under sl_product_page_data', () => {
    expect(toggleSaved({ id: 'a', list: 'new' })).toBe(true)
    expect(JSON.parse(localStorage.getItem(SAVED_VEHICLES_KEY) ?? '')).toEqual([{ id: 'a', list: 'new' }])
    expect(toggleSaved({ id: 'a', list: 'new' })).toBe(false)
    expect(readSavedVehicles()).toEqual([])
  })

  it('removes the cars whose fetch answers 404 and keeps the others', async () => {
    toggleSaved({ id: 'gone', list: 'used' })
    toggleSaved({ id: 'here', list: 'new' })
    toggleSaved({ id: 'flaky', list: 'new' })
    const asked: string[] = []
    const fetcher = (async (url: string) => {
      asked.push(url)
      if (url.includes('flaky')) throw new Error('offline')
      return new Response('{}', { status: url.includes('gone') ? 404 : 200 })
    }) as unknown as typeof fetch
    expect(await pruneSavedVehicles(undefined, fetcher)).toEqual(['gone'])
    expect(asked).toContain('/listing/used/vehicle/gone')
    expect(readSavedVehicles().map((s) => s.id)).toEqual(['here', 'flaky'])
  })
})

describe('save button island', () => {
  it('saves with the finance figures, reports it, and unsaves', () => {
    inContext(
      <>
        <FinanceCalculator
          vehicleId="car1"
          price={100000}
          product="HirePurchaseSample"
          annualRatePercent={0}
          priceSettings={DEFAULT_PRICE_SETTINGS}
          labels={financeLabels}
        />
        <SaveButton
          id="car1"
          list="new"
          analytics={vehicleAnalytics(v, 100000)}
          labels={{ save: 'Save', saved: 'Saved' }}
        />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true')
    expect(readSavedVehicles()).toEqual([
      {
        id: 'car1',
        list: 'new',
        lease: { deposit_percent: 20, duration_years: 4, monthly_payment: 1666.67 },
      },
    ])
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'saved_vehicle_add',
      vehicle: { id: 'car1', source: 'NVL' },
    })
    // Moving the deposit slider updates the saved entry's lease data.
    fireEvent.change(screen.getByLabelText('Deposit', { selector: 'input[type="range"]' }), {
      target: { value: '50' },
    })
    expect(readSavedVehicles()[0]?.lease).toEqual({
      deposit_percent: 50,
      duration_years: 4,
      monthly_payment: 1041.67,
    })
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }))
    expect(readSavedVehicles()).toEqual([])
    expect(window.dataLayer?.[1]).toMatchObject({ event: 'saved_vehicle_remove' })
  })
})

describe('finance calculator island (002 §5)', () => {
  it('starts at the defaults and takes typed values, clamped and snapped', () => {
    inContext(
      <FinanceCalculator
        vehicleId="car1"
        price={48000}
        product="HirePurchaseSample"
        annualRatePercent={0}
        priceSettings={DEFAULT_PRICE_SETTINGS}
        labels={financeLabels}
      />,
    )
    expect(screen.getByText('€800/Month')).toBeTruthy()
    const typed = screen.getByLabelText('Deposit (%)') as HTMLInputElement
    fireEvent.change(typed, { target: { value: '90' } })
    fireEvent.blur(typed)
    expect(typed.value).toBe('50')
    const years = screen.getByLabelText('Term (years)') as HTMLInputElement
    fireEvent.change(years, { target: { value: '6' } })
    fireEvent.blur(years)
    // 48000 * 0.5 over 72 months, to the cent.
    expect(screen.getByText('€333.33/Month')).toBeTruthy()
  })
})

describe('compare toggle island', () => {
  const labels = { compare: 'Compare', comparing: 'Comparing', compareFull: 'Compare list full' }
  it('keeps the ids in session storage "models"', async () => {
    sessionStorage.setItem('models', JSON.stringify(['other']))
    inContext(<CompareToggle id="car1" labels={labels} />)
    fireEvent.click(screen.getByLabelText('Compare'))
    expect(JSON.parse(sessionStorage.getItem('models') ?? '')).toEqual(['other', 'car1'])
    fireEvent.click(screen.getByLabelText('Comparing'))
    expect(JSON.parse(sessionStorage.getItem('models') ?? '')).toEqual(['other'])
  })

  it('is disabled while the list is full (COMPARE_MAX), and a removed vehicle makes room', () => {
    sessionStorage.setItem('models', JSON.stringify(['a', 'b', 'c']))
    inContext(<CompareToggle id="car1" labels={labels} />)
    const box = screen.getByLabelText('Compare list full') as HTMLInputElement
    expect(box.disabled).toBe(true)
    fireEvent.click(box)
    expect(JSON.parse(sessionStorage.getItem('models') ?? '')).toEqual(['a', 'b', 'c'])
    act(() => removeCompared(['b']))
    expect((screen.getByLabelText('Compare') as HTMLInputElement).disabled).toBe(false)
  })
})

describe('finance calculator with a saved vehicle', () => {
  it('opens with the saved figures and does not overwrite them with the defaults', () => {
    localStorage.setItem(
      SAVED_VEHICLES_KEY,
      JSON.stringify([
        { id: 'car1', list: 'new', lease: { deposit_percent: 35, duration_years: 6, monthly_payment: 1 } },
      ]),
    )
    inContext(
      <FinanceCalculator
        vehicleId="car1"
        price={72000}
        product="HirePurchaseSample"
        annualRatePercent={0}
        priceSettings={DEFAULT_PRICE_SETTINGS}
        labels={financeLabels}
      />,
    )
    expect((screen.getByLabelText('Deposit (%)') as HTMLInputElement).value).toBe('35')
    // 72000 * 0.65 over 72 months.
    expect(screen.getByText('€650/Month')).toBeTruthy()
    expect(readSavedVehicles()[0]?.lease).toEqual({
      deposit_percent: 35,
      duration_years: 6,
      monthly_payment: 650,
    })
  })
})
