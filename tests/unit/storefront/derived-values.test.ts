import { describe, expect, it } from 'vitest'
import { engineCapacity } from '../../../engine/storefront/engine-capacity.js'
import { seatsLabel } from '../../../engine/storefront/seats-label.js'
import { shortVin } from '../../../engine/storefront/short-vin.js'
import { vehicleSource } from '../../../engine/storefront/vehicle-source.js'
import { cardAttributes, DEFAULT_CARD_ATTRIBUTES } from '../../../engine/storefront/card-attributes.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

describe('shortVin (000 §3)', () => {
  it.each([
    ['SALEA7BW5R2123456', '456'],
    ['ABCD', 'BCD'],
    ['ABC', 'ABC'],
    ['AB', 'AB'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (vin, expected) => expect(shortVin(vin)).toBe(expected))
})

describe('seatsLabel (000 §3)', () => {
  it.each<[number | string | null, string]>([
    [1, '1 seat'],
    [2, '2 seats'],
    [7, '7 seats'],
    ['5', '5 seats'],
    [0, ''],
    [-1, ''],
    [null, ''],
    ['many', ''],
  ])('%j → %j', (seats, expected) => expect(seatsLabel(seats)).toBe(expected))
})

describe('engineCapacity (000 §3)', () => {
  it.each<[number | string | null, string | null, string]>([
    [2.997, 'l', '3.0 L'],
    [3, 'L', '3.0 L'],
    [1.5, 'litres', '1.5 LITRES'],
    [2996.4, 'cc', '2996 CC'],
    [1997.6, 'cm3', '1998 CM3'],
    ['2.0', 'l', '2.0 L'],
    [null, 'l', ''],
    ['abc', 'l', ''],
    [2.0, null, ''],
    [2.0, '', ''],
  ])('%j %j → %j', (value, unit, expected) => expect(engineCapacity(value, unit)).toBe(expected))
})

describe('vehicleSource (000 §4)', () => {
  it.each([
    ['new', 'NVL'],
    ['approved', 'AVL'],
    ['used', null],
  ])('%s → %s', (state, expected) => expect(vehicleSource(state)).toBe(expected))
})

describe('cardAttributes (000 §2)', () => {
  it('lists the default attributes in order with display values', () => {
    const v = makeVehicle({ attributes: { mileage: 12345, state: 'approved' } })
    expect(cardAttributes(v)).toEqual([
      { key: 'productionYear', value: '2024' },
      { key: 'mileage', value: '12,345 km' },
      { key: 'engines', value: 'Diesel, Mild hybrid' },
      { key: 'color', value: 'Carpathian Grey' },
      { key: 'drivetrain', value: 'AWD' },
      { key: 'vin', value: 'SALEA7BW5R2123456' },
      { key: 'power', value: '221 kW' },
      { key: 'capacity', value: '3.0 L' },
      { key: 'state', value: 'Approved' },
    ])
    expect(DEFAULT_CARD_ATTRIBUTES).toHaveLength(9)
  })

  it('keeps configured known keys only and drops empty values', () => {
    const v = makeVehicle({ attributes: { engine_capacity_unit: null } })
    expect(cardAttributes(v, ['capacity', 'bogus', 'vin'])).toEqual([
      { key: 'vin', value: 'SALEA7BW5R2123456' },
    ])
  })
})
