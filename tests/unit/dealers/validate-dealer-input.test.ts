import { describe, expect, it } from 'vitest'
import { dealerFromInput } from '../../../engine/dealers/dealer-from-input.js'
import { validateDealerInput } from '../../../engine/dealers/validate-dealer-input.js'

const BRANDS = ['Land Rover', 'Jaguar']
const MINIMAL = {
  name: ' Desert Land Rover ',
  dealer_code: 'AE7',
  brands: ['Land Rover'],
  market: 'ae',
  locality: 'Dubai',
}

describe('validateDealerInput', () => {
  it('accepts a retailer of another market with its own state and postcode rules, cleaned', () => {
    const checked = validateDealerInput(MINIMAL, BRANDS)
    expect(checked).toEqual({
      ok: true,
      value: {
        name: 'Desert Land Rover',
        dealer_code: 'AE7',
        brands: ['Land Rover'],
        market: 'ae',
        street: '',
        locality: 'Dubai',
        state: '',
        postcode: '',
        latitude: null,
        longitude: null,
        phone: '',
        email: '',
        url: null,
        names: {},
        services: [],
        contact_info: [],
        opening_hours: [],
        tag_class: '',
        position: 0,
        is_fallback: false,
      },
    })
    if (!checked.ok) return
    expect(dealerFromInput('dealer-x', { ...checked.value, street: 'Beach Road' })).toMatchObject({
      address: 'Beach Road, Dubai',
      city: 'Dubai',
      mainPhone: null,
    })
  })

  it('lists every problem at once, each by its field', () => {
    const checked = validateDealerInput(
      {
        ...MINIMAL,
        market: 'au',
        email: 'not mail',
        names: { english: 'x', ar: 5 },
        opening_hours: [{ days: ['Xx'], opens: '9', closes: '10:00' }],
      },
      BRANDS,
    )
    expect(checked.ok ? [] : checked.errors.map((e) => e.field)).toEqual([
      'state',
      'postcode',
      'email',
      'opening_hours.0.days',
      'names.english',
    ])
  })

  it('is not fooled by values of the wrong type', () => {
    const checked = validateDealerInput(
      { ...MINIMAL, name: ['x'], latitude: '12', brands: 'Land Rover', is_fallback: 'yes', position: 1.5 },
      BRANDS,
    )
    expect(checked.ok ? [] : checked.errors.map((e) => e.field).sort()).toEqual(
      ['brands', 'is_fallback', 'latitude', 'name', 'position'].sort(),
    )
    expect(validateDealerInput(null, BRANDS)).toEqual({
      ok: false,
      errors: [{ field: 'body', message: 'must be a JSON object' }],
    })
  })
})
