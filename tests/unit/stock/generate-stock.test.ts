import { describe, expect, it } from 'vitest'
import { AUSTRALIAN_STATES, FUEL_TYPES, VEHICLE_STATUSES } from '../../../engine/stock/stock-types.js'
import { generateStock } from '../../../server/stock/generate/generate-stock.js'

const stock = generateStock({ count: 3000, seed: 11 })
const { vehicles, dealers } = stock

describe('generateStock', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(JSON.stringify(generateStock({ count: 200, seed: 11 }))).toBe(
      JSON.stringify(generateStock({ count: 200, seed: 11 })),
    )
    // A longer run starts with the shorter one: the sequence depends on the seed alone.
    expect(generateStock({ count: 200, seed: 11 }).vehicles).toEqual(vehicles.slice(0, 200))
    expect(generateStock({ count: 50, seed: 2 }).vehicles).not.toEqual(
      generateStock({ count: 50, seed: 1 }).vehicles,
    )
  })

  it('makes unique ids without dashes (the vehicle page URL ends in -{id})', () => {
    expect(new Set(vehicles.map((v) => v.id)).size).toBe(vehicles.length)
    expect(vehicles.every((v) => /^[a-z0-9]+$/.test(v.id))).toBe(true)
  })

  it('covers both brands and every nameplate of the brief', () => {
    const names = new Set(vehicles.map((v) => v.attributes.nameplate_name))
    for (const name of [
      'Defender 90',
      'Defender 110',
      'Defender 130',
      'Discovery',
      'Discovery Sport',
      'Range Rover',
      'Range Rover Sport',
      'Range Rover Velar',
      'Range Rover Evoque',
      'I-PACE',
      'F-PACE',
      'E-PACE',
      'F-TYPE',
      'XE',
      'XF',
    ])
      expect(names).toContain(name)
  })

  it.each([
    ['new', 0, 100, 2024],
    ['approved', 1_000, 130_000, 2019],
    ['used', 5_000, 1_000_000, 2012],
  ] as const)('gives %s vehicles sensible mileage and years', (list, minKm, maxKm, fromYear) => {
    const ofList = vehicles.filter((v) => v.list === list)
    expect(ofList.length).toBeGreaterThan(300)
    for (const v of ofList) {
      expect(v.attributes.state).toBe(list)
      expect(v.attributes.mileage).toBeGreaterThanOrEqual(minKm)
      expect(v.attributes.mileage).toBeLessThanOrEqual(maxKm)
      expect(v.attributes.production_year).toBeGreaterThanOrEqual(fromYear)
      expect(v.attributes.production_year).toBeLessThanOrEqual(2025)
    }
  })

  it('uses only known statuses and fuel types, and every status appears', () => {
    expect(new Set(vehicles.map((v) => v.attributes.status))).toEqual(new Set(VEHICLE_STATUSES))
    for (const v of vehicles) for (const fuel of v.attributes.engine_type) expect(FUEL_TYPES).toContain(fuel)
  })

  it('always has a purchase price, sometimes lease, subscribe, an old price or a hidden price', () => {
    expect(vehicles.every((v) => v.prices.list[0]?.type === 'purchase')).toBe(true)
    const share = (test: (v: (typeof vehicles)[number]) => boolean) =>
      vehicles.filter(test).length / vehicles.length
    expect(share((v) => v.prices.list.some((p) => p.type === 'lease'))).toBeGreaterThan(0.2)
    expect(share((v) => v.prices.list.some((p) => p.type === 'subscribe'))).toBeGreaterThan(0.03)
    expect(
      share((v) => v.prices.list.some((p) => p.oldPrice && (p.old_price_raw ?? 0) > p.value_raw)),
    ).toBeGreaterThan(0.05)
    expect(share((v) => v.attributes.price_hidden)).toBeGreaterThan(0.01)
    expect(new Set(vehicles.map((v) => v.attributes.currency))).toEqual(new Set(['AUD', 'EUR', 'AED']))
  })

  it('gives new AUD vehicles a drive-away price per state, the owner state one shown', () => {
    const newAud = vehicles.filter((v) => v.list === 'new' && v.attributes.currency === 'AUD')
    for (const v of newAud) {
      expect(Object.keys(v.attributes.price_metadata ?? {}).sort()).toEqual([...AUSTRALIAN_STATES])
      expect(v.pricesDriveAway?.currentDriveAway.value).toBe(
        v.attributes.price_metadata?.[v.attributes.owner_state],
      )
    }
  })

  it('places dealers in all eight states and owns every vehicle by a dealer selling its brand', () => {
    // The Australian retailers cover every state with their postcodes; the international ones
    // (international-dealers.ts: the MENA, New Zealand and Japanese markets) keep their own.
    const australian = dealers.filter((d) => d.market === 'au')
    expect(new Set(australian.map((d) => d.state))).toEqual(new Set(AUSTRALIAN_STATES))
    expect(australian.every((d) => /^\d{4}$/.test(d.postcode))).toBe(true)
    expect(dealers.some((d) => d.market !== 'au')).toBe(true)
    const byId = new Map(dealers.map((d) => [d.id, d]))
    for (const v of vehicles) {
      const owner = byId.get(v.attributes.owner_id)
      expect(owner?.brands).toContain(v.attributes.nameplate_brand_name)
      expect(v.attributes.owner_state).toBe(owner?.state)
    }
  })

  it('gives 2 to 6 photos from the media library', () => {
    for (const v of vehicles) {
      expect(v.attributes.photos.length).toBeGreaterThanOrEqual(2)
      expect(v.attributes.photos.length).toBeLessThanOrEqual(6)
      expect(v.attributes.cover_photo_medium).toMatch(/^\/images\/(lr|jg)-stock-\d\/w\/640\.jpg$/)
    }
  })
})
