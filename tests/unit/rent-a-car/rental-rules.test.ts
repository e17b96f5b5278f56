import { describe, expect, it } from 'vitest'
import { clampAmount } from '../../../engine/rent-a-car/clamp-amount.js'
import { controllerBaseline } from '../../../engine/rent-a-car/controller-baseline.js'
import { controllerStart } from '../../../engine/rent-a-car/controller-start.js'
import { distanceBetween } from '../../../engine/rent-a-car/distance-between.js'
import { initialRentalChoice } from '../../../engine/rent-a-car/initial-rental-choice.js'
import { locationStepErrors } from '../../../engine/rent-a-car/location-step-errors.js'
import type { RentalChoice, RentalStepGroup } from '../../../engine/rent-a-car/rent-a-car-types.js'
import { rentalDays } from '../../../engine/rent-a-car/rental-days.js'
import { rentalExtras } from '../../../engine/rent-a-car/rental-extras.js'
import { rentalOptions } from '../../../engine/rent-a-car/rental-options.js'
import { rentalQuote } from '../../../engine/rent-a-car/rental-quote.js'
import { rentalSummaryValues } from '../../../engine/rent-a-car/rental-summary-values.js'
import { vehiclesAt } from '../../../engine/rent-a-car/vehicles-at.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'

const locations = [
  {
    name_key: 'artarmon',
    city_name: 'Sydney',
    point_name: 'Artarmon',
    coordinates: { lat: -33.8086, lng: 151.1839 },
  },
  { name_key: 'parramatta', city_name: 'Parramatta', coordinates: { lat: -33.8033, lng: 151.0028 } },
]
const vehicles = [
  { display_name: 'Defender 110', nameplate_name: 'defender-110', price: { daily: 290 } },
  {
    display_name: 'Range Rover Sport',
    nameplate_name: 'rr-sport',
    price: { daily: 390 },
    locations: ['artarmon'],
  },
]
const groups: RentalStepGroup[] = [
  {
    name: 'Extras',
    data_json: {
      items: [
        {
          heading: 'Child seats',
          subitems: [
            {
              heading: 'Baby seat',
              price: 15,
              price_per: 'day',
              controller: { type: 'amount', max: 10, default: 0 },
            },
            { price: 10, controller: { type: 'amount', min: 1, max: 3 } },
          ],
        },
        {
          heading: 'Roof box',
          subitems: [
            { price: 60, price_per: 'rental', controller: { type: 'toggler', labels: ['No', 'Yes'] } },
          ],
        },
      ],
    },
  },
  {
    name: 'Insurance',
    data_json: {
      items: [
        {
          heading: 'Standard cover',
          subitems: [{ controller: { type: 'toggler', labels: ['Removed', 'Included'], default: true } }],
        },
      ],
    },
  },
]
const options = rentalOptions({ datepicker_disabled_days: [0] })
const limits = { min: '2026-11-23', max: '2027-11-23' }
const extras = rentalExtras(groups).flat()
const baseline = (e: (typeof extras)[number]) => controllerBaseline(e.subitem.controller)
const choice = (change: Partial<RentalChoice> = {}): RentalChoice => ({
  ...initialRentalChoice(extras, 'defender-110'),
  pickup: { kind: 'location', key: 'artarmon' },
  pickupDate: '2026-11-30',
  dropoffDate: '2026-12-03',
  ...change,
})

describe('options and controllers', () => {
  it('fills in the defaults of 002 §9 (map zoom 7, Sundays closed) and ignores nonsense', () => {
    expect(rentalOptions(undefined)).toMatchObject({
      allowDifferentDropoff: true,
      allowCustomPickup: false,
      distanceUnit: 'km',
      disabledWeekdays: [0],
      datePattern: 'DD/MM/YYYY',
      mapZoom: 7,
    })
    expect(rentalOptions({ datepicker_disabled_days: [0, 1, 2, 3, 4, 5, 6, 6] }).disabledWeekdays).toEqual([])
    expect(rentalOptions({ map_zoom: 99 }).mapZoom).toBe(20)
  })

  it('reads default as "not chosen" and value as the start, within min and max', () => {
    expect(controllerBaseline({ type: 'amount', max: 10 })).toBe(0)
    expect(controllerBaseline({ type: 'amount', min: 1, max: 3 })).toBe(1)
    expect(controllerStart({ type: 'amount', max: 10, value: 2, default: 0 })).toBe(2)
    expect(controllerStart({ type: 'amount', max: 3, value: 9 })).toBe(3)
    expect(controllerBaseline({ type: 'toggler' })).toBe(false)
    expect(controllerStart({ type: 'toggler', value: true })).toBe(true)
    expect(clampAmount(Number.NaN, { min: 1, max: 3 })).toBe(1)
    expect(clampAmount(2.6, { max: 10 })).toBe(3)
    expect(clampAmount(5, { min: 4, max: 2 })).toBe(4)
  })

  it('keeps each extra under a step.item.subitem id, named by its heading or its item', () => {
    expect(extras.map((e) => [e.id, e.label])).toEqual([
      ['0.0.0', 'Baby seat'],
      ['0.0.1', 'Child seats'],
      ['0.1.0', 'Roof box'],
      ['1.0.0', 'Standard cover'],
    ])
    expect(initialRentalChoice(extras).extras).toEqual({
      '0.0.0': 0,
      '0.0.1': 1,
      '0.1.0': false,
      '1.0.0': true,
    })
  })
})

describe('the location and date step', () => {
  const check = (c: RentalChoice, o = options) =>
    locationStepErrors(c, { locations, vehicles, options: o, limits })

  it('passes a complete choice', () => {
    expect(check(choice())).toEqual([])
  })

  it('names every missing field in the order the step shows them', () => {
    expect(check(initialRentalChoice(extras))).toEqual([
      { field: 'pickup', code: 'required' },
      { field: 'pickup_date', code: 'required' },
      { field: 'dropoff_date', code: 'required' },
      { field: 'vehicle', code: 'required' },
    ])
  })

  it('refuses mistyped, past, too distant and closed days, and a return before the pick-up', () => {
    expect(check(choice({ pickupDate: '31/11/2026' }))).toEqual([
      { field: 'pickup_date', code: 'date_invalid' },
    ])
    expect(check(choice({ pickupDate: '2026-11-20' }))).toEqual([{ field: 'pickup_date', code: 'date_past' }])
    expect(check(choice({ dropoffDate: '2028-01-04' }))).toEqual([
      { field: 'dropoff_date', code: 'date_too_far' },
    ])
    expect(check(choice({ pickupDate: '2026-11-29' }))).toEqual([
      { field: 'pickup_date', code: 'date_disabled' },
    ])
    expect(check(choice({ dropoffDate: '2026-11-28' }))).toEqual([
      { field: 'dropoff_date', code: 'dropoff_before_pickup' },
    ])
    // The same day is a day's rental.
    expect(check(choice({ dropoffDate: '2026-11-30' }))).toEqual([])
  })

  it('needs the return place only when the shopper asks for another, and an address only where allowed', () => {
    expect(check(choice({ differentDropoff: true }))).toEqual([{ field: 'dropoff', code: 'required' }])
    expect(check(choice({ differentDropoff: true }), { ...options, allowDifferentDropoff: false })).toEqual(
      [],
    )
    const delivered = choice({ pickup: { kind: 'address', address: ' ' } })
    expect(check(delivered)).toEqual([{ field: 'pickup', code: 'required' }])
    expect(check(delivered, { ...options, allowCustomPickup: true })).toEqual([
      { field: 'pickup_address', code: 'required' },
    ])
  })

  it('offers a car only where it is kept: a car without locations is everywhere', () => {
    expect(vehiclesAt(vehicles, 'parramatta').map((v) => v.nameplate_name)).toEqual(['defender-110'])
    expect(vehiclesAt(vehicles, null)).toHaveLength(2)
    expect(check(choice({ pickup: { kind: 'location', key: 'parramatta' }, vehicle: 'rr-sport' }))).toEqual([
      { field: 'vehicle', code: 'no_vehicle_here' },
    ])
  })
})

describe('the quote and the summary', () => {
  it('counts the nights, at least one', () => {
    expect(rentalDays('2026-11-30', '2026-12-03')).toBe(3)
    expect(rentalDays('2026-11-30', '2026-11-30')).toBe(1)
    expect(rentalDays('2026-12-03', '2026-11-30')).toBeNull()
    expect(rentalDays('', '2026-11-30')).toBeNull()
  })

  it('adds the car by the day and each chosen extra per day or per rental', () => {
    // 3 days: car 3 x 290 = 870; 2 baby seats 2 x 15 x 3 = 90; seat (10 x 2 units, per rental) = 20 over
    // its baseline of 1; roof box once 60; standard cover removed (no price) 0. Total 1,040.
    const values = { '0.0.0': 2, '0.0.1': 2, '0.1.0': true, '1.0.0': false }
    const quote = rentalQuote(vehicles[0], 3, extras, values, baseline)
    expect(quote.vehicleAmount).toBe(870)
    expect(quote.lines.map((l) => [l.extra.id, l.amount])).toEqual([
      ['0.0.0', 90],
      ['0.0.1', 20],
      ['0.1.0', 60],
      ['1.0.0', 0],
    ])
    expect(quote.total).toBe(1040)
    // Untouched extras are not lines.
    expect(rentalQuote(vehicles[0], 3, extras, initialRentalChoice(extras).extras, baseline).lines).toEqual(
      [],
    )
  })

  it('fills the summary placeholders in the block’s date format and the site’s price format', () => {
    const c = choice({
      differentDropoff: true,
      dropoff: { kind: 'location', key: 'parramatta' },
      extras: { '0.0.0': 2, '0.0.1': 1, '0.1.0': true, '1.0.0': false },
    })
    const quote = rentalQuote(vehicles[0], 3, extras, c.extras, baseline)
    const values = rentalSummaryValues({
      choice: c,
      locations,
      vehicles,
      options,
      quote,
      prices: { ...DEFAULT_PRICE_SETTINGS, symbol: '$' },
      words: { extrasNone: 'No extras', toggleOff: 'No', comma: ', ', units: { km: 'km', mi: 'mi' } },
    })
    expect(values).toEqual({
      pickup_location: 'Sydney, Artarmon',
      pickup_date: '30/11/2026',
      dropoff_location: 'Parramatta',
      dropoff_date: '03/12/2026',
      days: '3',
      vehicle: 'Defender 110',
      daily_price: '$290',
      extras: 'Baby seat × 2, Roof box, Standard cover: Removed',
      total: '$1,020',
      distance: '17 km',
    })
    expect(fillPlaceholders('Pick-up: {pickup_location}, {pickup_date}; {nope}', values)).toBe(
      'Pick-up: Sydney, Artarmon, 30/11/2026; {nope}',
    )
  })

  it('measures great-circle distances in km and miles', () => {
    const london = { lat: 51.5074, lng: -0.1278 }
    const paris = { lat: 48.8566, lng: 2.3522 }
    expect(distanceBetween(london, paris, 'km')).toBe(344)
    expect(distanceBetween(london, paris, 'mi')).toBe(213)
    expect(distanceBetween(london, london, 'km')).toBe(0)
  })
})
