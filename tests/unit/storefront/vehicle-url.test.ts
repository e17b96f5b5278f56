import { describe, expect, it } from 'vitest'
import { vehicleSlug, vehicleUrl } from '../../../engine/storefront/vehicle-url.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

describe('vehicleSlug (000 §2)', () => {
  const v = makeVehicle({ id: 'abc123' })
  it.each<[string, Parameters<typeof vehicleSlug>[1], string]>([
    ['all parts in order', {}, 'new-land-rover-defender-2024-diesel-mhev-awd-auto-carpathian-grey'],
    [
      'brand left out for a one-brand site',
      { omitBrand: 'Land Rover' },
      'new-defender-2024-diesel-mhev-awd-auto-carpathian-grey',
    ],
    [
      'brand left out case-insensitively',
      { omitBrand: 'land rover' },
      'new-defender-2024-diesel-mhev-awd-auto-carpathian-grey',
    ],
    [
      'another brand stays',
      { omitBrand: 'Jaguar' },
      'new-land-rover-defender-2024-diesel-mhev-awd-auto-carpathian-grey',
    ],
  ])('%s', (_, options, expected) => expect(vehicleSlug(v, options)).toBe(expected))

  it('drops diacritics, punctuation and empty parts', () => {
    const odd = makeVehicle({
      attributes: {
        nameplate_name: 'F-PACE SVR',
        color_name: 'Fuji White (Métallic)',
        drivetrain: '',
        engine_type: [],
      },
    })
    expect(vehicleSlug(odd)).toBe('new-land-rover-f-pace-svr-2024-auto-fuji-white-metallic')
  })
})

describe('vehicleUrl (000 §2)', () => {
  const v = makeVehicle({ id: 'abc123', attributes: { state: 'used', engine_type: ['petrol'] } })
  it.each<[string, Parameters<typeof vehicleUrl>[1], string]>([
    ['plain', {}, '/showroom/used-land-rover-defender-2024-petrol-awd-auto-carpathian-grey-abc123'],
    [
      'with a postcode query',
      { postcodeQuery: '_postcode=2000&_state=NSW' },
      '/showroom/used-land-rover-defender-2024-petrol-awd-auto-carpathian-grey-abc123?_postcode=2000&_state=NSW',
    ],
    [
      'query with its ?',
      { postcodeQuery: '?_state=NSW', omitBrand: 'Land Rover' },
      '/showroom/used-defender-2024-petrol-awd-auto-carpathian-grey-abc123?_state=NSW',
    ],
    [
      'empty query',
      { postcodeQuery: '' },
      '/showroom/used-land-rover-defender-2024-petrol-awd-auto-carpathian-grey-abc123',
    ],
  ])('%s', (_, options, expected) => expect(vehicleUrl(v, options)).toBe(expected))
})
