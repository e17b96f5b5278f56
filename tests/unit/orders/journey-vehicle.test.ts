import { expect, it } from 'vitest'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import { journeyVehicle } from '../../../server/storefront/order-online-props.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

it('does not repeat a version the display name already ends with', () => {
  const named = (model_display_name: string) =>
    journeyVehicle(
      makeVehicle({
        attributes: {
          nameplate_brand_name: 'Land Rover',
          model_display_name,
          version: 'X-Dynamic SE',
          production_year: 2025,
        },
      }),
      DEFAULT_PRICE_SETTINGS,
    )
  expect(named('Defender 110 X-Dynamic SE')).toMatchObject({
    title: 'Land Rover Defender 110 X-Dynamic SE',
    subtitle: '2025',
  })
  expect(named('Defender 110')).toMatchObject({
    title: 'Land Rover Defender 110',
    subtitle: 'X-Dynamic SE · 2025',
  })
})
