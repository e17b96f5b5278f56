import { describe, expect, it } from 'vitest'
import { vehicleDescription } from '../../../engine/storefront/vehicle-description.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

describe('vehicleDescription (meta description of a vehicle page)', () => {
  it("is the dealer's text when the vehicle has one, without its markup", () => {
    const v = makeVehicle({
      attributes: { long_description: '<p>A capable,\n <b>comfortable</b> Defender.</p>' },
    })
    expect(vehicleDescription(v)).toBe('A capable, comfortable Defender.')
  })

  it('is made of the facts a shopper compares when there is no text; a new car has no mileage', () => {
    const v = makeVehicle({ attributes: { long_description: '' } })
    expect(vehicleDescription(v)).toBe(
      '2024 Land Rover Defender 110 D300 X-Dynamic SE, Carpathian Grey, diesel mhev',
    )
  })

  it("gives a used car's mileage and a version the display name lacks", () => {
    const v = makeVehicle({
      attributes: {
        long_description: '',
        state: 'used',
        mileage: 42100,
        model_display_name: 'Range Rover Sport',
        version: 'Dynamic HSE',
      },
    })
    expect(vehicleDescription(v)).toBe(
      '2024 Land Rover Range Rover Sport Dynamic HSE, Carpathian Grey, diesel mhev, 42,100 km',
    )
  })

  it('cuts a long text at a word, to at most 160 characters', () => {
    const long = `${'word '.repeat(60)}end`
    const text = vehicleDescription(makeVehicle({ attributes: { long_description: long } }))
    expect(text.length).toBeLessThanOrEqual(160)
    expect(text).toMatch(/^(word )+word…$/)
  })
})
