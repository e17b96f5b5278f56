import { describe, expect, it } from 'vitest'
import {
  cardAttributes,
  cardAttributeValue,
  type CardAttributeKey,
} from '../../../engine/storefront/card-attributes.js'
import { cardValueLabels } from '../../../engine/storefront/card-value-labels.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

// The factory's vehicle: new, diesel + mild hybrid, AWD, 10 km, 221 kW, 2.997 l, 2024.
const vehicle = makeVehicle({ attributes: { mileage: 12345 } })

describe('cardAttributeValue in a locale (codes and units in its words, numbers as they are)', () => {
  it.each<[string | undefined, CardAttributeKey, string]>([
    ['en', 'state', 'New'],
    ['en', 'engines', 'Diesel, Mild hybrid'],
    ['en', 'mileage', '12,345 km'],
    ['en', 'power', '221 kW'],
    ['en', 'capacity', '3.0 L'],
    ['en', 'drivetrain', 'AWD'],
    ['en', 'productionYear', '2024'],
    ['ar', 'state', 'جديدة'],
    ['ar', 'engines', 'ديزل، هجينة خفيفة'],
    ['ar', 'mileage', '12,345 كم'],
    ['ar', 'power', '221 كيلوواط'],
    ['ar', 'capacity', '3.0 لتر'],
    ['ar', 'drivetrain', 'دفع رباعي'],
    ['ar', 'productionYear', '2024'],
    ['ar', 'vin', 'SALEA7BW5R2123456'],
    ['ar-AE', 'state', 'جديدة'],
    // Unknown locales fall back to English.
    ['fr', 'state', 'New'],
    ['fr', 'engines', 'Diesel, Mild hybrid'],
    ['', 'mileage', '12,345 km'],
    [undefined, 'power', '221 kW'],
  ])('%s %s → %s', (locale, key, expected) => {
    expect(cardAttributeValue(vehicle, key, locale)).toBe(expected)
  })

  it('shows codes and units no table knows as stored', () => {
    const odd = makeVehicle({
      attributes: { state: 'mystery' as never, engine_type: ['hydrogen' as never], power_unit: 'PS2' },
    })
    expect(cardAttributeValue(odd, 'state', 'ar')).toBe('mystery')
    expect(cardAttributeValue(odd, 'engines', 'ar')).toBe('hydrogen')
    expect(cardAttributeValue(odd, 'power', 'ar')).toBe('221 PS2')
  })

  it('cardAttributes passes the locale to every value', () => {
    expect(cardAttributes(vehicle, ['state', 'engines'], 'ar')).toEqual([
      { key: 'state', value: 'جديدة' },
      { key: 'engines', value: 'ديزل، هجينة خفيفة' },
    ])
  })
})

describe('cardValueLabels tables', () => {
  it('the Arabic table words every code the English one has', () => {
    const en = Object.keys(cardValueLabels('en').values)
    const ar = cardValueLabels('ar').values
    expect(en.filter((code) => !ar[code])).toEqual([])
  })

  it.each([
    ['en', 'en'],
    ['ar', 'ar'],
    ['AR_sa', 'ar'],
    ['de', 'en'],
    [undefined, 'en'],
  ])('%s uses the %s table', (locale, table) => {
    expect(cardValueLabels(locale)).toBe(cardValueLabels(table))
  })
})
