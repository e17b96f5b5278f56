import { describe, expect, it } from 'vitest'
import { checkStrategy, type DynamicStrategy } from '../../../engine/dynamic-content/check-strategy.js'
import type {
  DynamicContentContext,
  DynamicLists,
} from '../../../engine/dynamic-content/dynamic-content-context.js'
import { expandModelFamilies, MODEL_FAMILIES } from '../../../engine/dynamic-content/model-families.js'
import { normaliseName } from '../../../engine/dynamic-content/normalise-name.js'
import { urlBrand } from '../../../engine/dynamic-content/url-brand.js'

const context = (lists: DynamicLists, path = '/offers', siteBrand = 'Land Rover'): DynamicContentContext => ({
  path,
  siteBrand,
  lists,
})

// 001 §5 and 002 §5, rule by rule: [rule, strategy, context, pass].
const cases: [string, DynamicStrategy | undefined, DynamicContentContext, boolean][] = [
  // A strategy with no key or value always passes.
  ['no strategy passes', undefined, context({}), true],
  ['no key passes', { value: 'discovery' }, context({ menaExternalSl: [] }), true],
  ['no value passes', { key: 'mena_external_sl' }, context({ menaExternalSl: ['velar'] }), true],
  ['an empty value passes', { key: 'mena_offers', value: '' }, context({ menaOffers: [] }), true],
  [
    'a switched-off strategy passes',
    { key: 'url_brands', value: 'jaguar', enabled: false },
    context({}),
    true,
  ],
  // mena_external_sl passes when no list was loaded, or when the value is in the list.
  ['mena_external_sl: no list loaded passes', { key: 'mena_external_sl', value: 'velar' }, context({}), true],
  [
    'mena_external_sl: null list passes',
    { key: 'mena_external_sl', value: 'velar' },
    context({ menaExternalSl: null }),
    true,
  ],
  [
    'mena_external_sl: value in the list passes',
    { key: 'mena_external_sl', value: 'velar' },
    context({ menaExternalSl: ['evoque', 'velar'] }),
    true,
  ],
  [
    'mena_external_sl: value not in the list fails',
    { key: 'mena_external_sl', value: 'velar' },
    context({ menaExternalSl: ['evoque'] }),
    false,
  ],
  [
    'mena_external_sl: an empty loaded list fails',
    { key: 'mena_external_sl', value: 'velar' },
    context({ menaExternalSl: [] }),
    false,
  ],
  [
    'mena_external_sl: names compare normalised',
    { key: 'mena_external_sl', value: ' Discovery Sport ' },
    context({ menaExternalSl: ['discovery_sport'] }),
    true,
  ],
  [
    'mena_external_sl: a family passes with one of its models',
    { key: 'mena_external_sl', value: 'defender_family' },
    context({ menaExternalSl: ['defender_110'] }),
    true,
  ],
  [
    'mena_external_sl: a family fails without its models',
    { key: 'mena_external_sl', value: 'any_jag' },
    context({ menaExternalSl: ['velar'] }),
    false,
  ],
  // mena_offers fails when the offer list is empty and passes when it is absent.
  ['mena_offers: absent list passes', { key: 'mena_offers', value: { model: 'velar' } }, context({}), true],
  [
    'mena_offers: empty list fails',
    { key: 'mena_offers', value: { model: 'velar' } },
    context({ menaOffers: [] }),
    false,
  ],
  // Otherwise some offer must match all given properties.
  [
    'mena_offers: an offer matching every property passes',
    { key: 'mena_offers', value: { model: 'velar', type: 'lease' } },
    context({
      menaOffers: [
        { model: 'velar', type: 'cash' },
        { model: 'velar', type: 'lease' },
      ],
    }),
    true,
  ],
  [
    'mena_offers: properties split over two offers fail',
    { key: 'mena_offers', value: { model: 'velar', type: 'lease' } },
    context({
      menaOffers: [
        { model: 'velar', type: 'cash' },
        { model: 'evoque', type: 'lease' },
      ],
    }),
    false,
  ],
  [
    'mena_offers: a missing property fails',
    { key: 'mena_offers', value: { model: 'velar', type: 'lease' } },
    context({ menaOffers: [{ model: 'velar' }] }),
    false,
  ],
  // Names are compared after trimming, lower-casing and turning spaces into underscores.
  [
    'mena_offers: names compare normalised',
    { key: 'mena_offers', value: { model: 'Range Rover Sport' } },
    context({ menaOffers: [{ model: '  range rover   sport' }] }),
    true,
  ],
  [
    'mena_offers: the value as a JSON string',
    { key: 'mena_offers', value: '{"model":"Velar"}' },
    context({ menaOffers: [{ model: 'velar' }] }),
    true,
  ],
  [
    'mena_offers: invalid JSON is an empty object, matched by any offer',
    { key: 'mena_offers', value: '{model:' },
    context({ menaOffers: [{ model: 'velar' }] }),
    true,
  ],
  [
    'mena_offers: invalid JSON still fails on an empty list',
    { key: 'mena_offers', value: '{model:' },
    context({ menaOffers: [] }),
    false,
  ],
  [
    'mena_offers: a family matches any of its models',
    { key: 'mena_offers', value: { model: 'range_rover_family' } },
    context({ menaOffers: [{ model: 'Evoque' }] }),
    true,
  ],
  // url_brands compares the brand normalised from the URL path (default Discovery).
  [
    'url_brands: the brand in the path passes',
    { key: 'url_brands', value: 'range_rover' },
    context({}, '/range-rover/offers'),
    true,
  ],
  [
    'url_brands: the brand after a locale passes',
    { key: 'url_brands', value: 'defender' },
    context({}, '/ar/defender'),
    true,
  ],
  [
    'url_brands: another brand in the path fails',
    { key: 'url_brands', value: 'range_rover' },
    context({}, '/defender/offers'),
    false,
  ],
  [
    'url_brands: no brand in the path is discovery',
    { key: 'url_brands', value: 'discovery' },
    context({}, '/offers'),
    true,
  ],
  [
    'url_brands: no brand in the path is not range_rover',
    { key: 'url_brands', value: 'range_rover' },
    context({}, '/offers'),
    false,
  ],
  [
    'url_brands: a list of brands',
    { key: 'url_brands', value: 'Range Rover, defender' },
    context({}, '/defender'),
    true,
  ],
  // Brand map (001 §9): Land Rover to land_rover, Jaguar to jaguar.
  [
    'url_brands: jaguar on the Jaguar site passes',
    { key: 'url_brands', value: 'jaguar' },
    context({}, '/offers', 'Jaguar'),
    true,
  ],
  [
    'url_brands: jaguar on the Land Rover site fails',
    { key: 'url_brands', value: 'jaguar' },
    context({}, '/offers', 'Land Rover'),
    false,
  ],
  [
    'url_brands: land_rover on the Land Rover site passes',
    { key: 'url_brands', value: 'land_rover' },
    context({}, '/offers', 'Land Rover'),
    true,
  ],
  // reffine_sl takes {name, value} as a JSON string or an object; passes when the named list is unknown
  // or contains the value.
  [
    'reffine_sl: no lists loaded passes',
    { key: 'reffine_sl', value: { name: 'l1', value: 'velar' } },
    context({}),
    true,
  ],
  [
    'reffine_sl: an unknown list passes',
    { key: 'reffine_sl', value: { name: 'l9', value: 'velar' } },
    context({ reffine: { l1: [] } }),
    true,
  ],
  [
    'reffine_sl: the list contains the value',
    { key: 'reffine_sl', value: { name: 'l1', value: 'velar' } },
    context({ reffine: { l1: ['evoque', 'velar'] } }),
    true,
  ],
  [
    'reffine_sl: the list lacks the value',
    { key: 'reffine_sl', value: { name: 'l1', value: 'velar' } },
    context({ reffine: { l1: ['evoque'] } }),
    false,
  ],
  [
    'reffine_sl: the value as a JSON string',
    { key: 'reffine_sl', value: '{"name":"l1","value":"velar"}' },
    context({ reffine: { l1: ['evoque'] } }),
    false,
  ],
  [
    'reffine_sl: invalid JSON names no list and passes',
    { key: 'reffine_sl', value: 'not json' },
    context({ reffine: { l1: [] } }),
    true,
  ],
]

describe('checkStrategy (001 §5, 002 §5)', () => {
  it.each(cases)('%s', (_rule, strategy, ctx, pass) => {
    const check = checkStrategy(strategy, ctx)
    expect(check.pass).toBe(pass)
    expect(check.reason).not.toBe('')
  })

  it('logs invalid JSON in a value (001 §8)', () => {
    const messages: string[] = []
    checkStrategy(
      { key: 'mena_offers', value: '{oops' },
      { ...context({ menaOffers: [{}] }), log: (m) => messages.push(m) },
    )
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/not a JSON object/)
  })
})

describe('model families (001 §5)', () => {
  it.each([
    ['defender_family', ['defender_90', 'defender_110', 'defender_130']],
    ['discovery_family', ['discovery', 'discovery_sport']],
    ['range_rover_family', ['range_rover', 'sport', 'velar', 'evoque']],
    ['any_jag', ['i-pace', 'f-pace', 'e-pace', 'f-type', 'xe', 'xf', 'xj']],
    ['velar', ['velar']],
  ])('%s', (name, models) => expect(expandModelFamilies(name)).toEqual(models))

  it('any_lr is the three Land Rover families', () => {
    expect(MODEL_FAMILIES.any_lr).toEqual([
      ...MODEL_FAMILIES.defender_family!,
      ...MODEL_FAMILIES.discovery_family!,
      ...MODEL_FAMILIES.range_rover_family!,
    ])
  })
})

describe('names and brands', () => {
  it.each([
    ['  Range  Rover Sport ', 'range_rover_sport'],
    ['DEFENDER 110', 'defender_110'],
    [42, '42'],
    [null, ''],
  ])('normaliseName(%j)', (name, expected) => expect(normaliseName(name)).toBe(expected))

  it.each([
    ['/range-rover', 'range_rover'],
    ['/ar/range_rover/x', 'range_rover'],
    ['/Jaguar/f-pace', 'jaguar'],
    ['/offers', 'discovery'],
    ['/%E0%A4%A', 'discovery'],
  ])('urlBrand(%s)', (path, brand) => expect(urlBrand(path)).toBe(brand))
})
