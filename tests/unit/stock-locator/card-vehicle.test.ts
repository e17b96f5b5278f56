import { describe, expect, it } from 'vitest'
import { cardVehicle } from '../../../engine/stock-locator/card-vehicle.js'
import { lightVehicle } from '../../../engine/stock-locator/light-vehicle.js'
import { cardAttributes, DEFAULT_CARD_ATTRIBUTES } from '../../../engine/storefront/card-attributes.js'
import { vehicleUrl } from '../../../engine/storefront/vehicle-url.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

describe('a card from the light listing reads like the full vehicle', () => {
  const vehicles = [makeVehicle(), makeVehicle({ id: 'u1', list: 'used' } as never)]
  it.each(vehicles.map((v) => [v.id, v] as const))('%s: card attributes and link', (_, full) => {
    const card = cardVehicle(lightVehicle(full))
    // The light answer has the specification's values; the factory keeps both in step, as the stock does.
    expect(cardAttributes(card, DEFAULT_CARD_ATTRIBUTES).map((a) => a.key)).toEqual(
      cardAttributes(full, DEFAULT_CARD_ATTRIBUTES).map((a) => a.key),
    )
    expect(vehicleUrl(card, { omitBrand: 'Land Rover' })).toBe(vehicleUrl(full, { omitBrand: 'Land Rover' }))
  })

  it('keeps only the light fields (small island props)', () => {
    const light = lightVehicle(makeVehicle())
    expect(Object.keys(light).sort()).toEqual([
      'attributes',
      'id',
      'list',
      'prices',
      'pricesDriveAway',
      'specification',
    ])
    expect(light.attributes).not.toHaveProperty('long_description')
    expect(light.attributes).not.toHaveProperty('photos')
  })
})
