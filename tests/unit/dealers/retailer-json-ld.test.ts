import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { retailerJsonLd } from '../../../engine/dealers/retailer-json-ld.js'
import { generateDealers } from '../../../server/stock/generate/generate-dealers.js'

/**
 * What schema.org (https://schema.org/AutoDealer, /AutoRepair, /PostalAddress, /GeoCoordinates,
 * /OpeningHoursSpecification, /Offer, /Brand) and Google's local business structured data accept, as a
 * JSON Schema: the required name and PostalAddress, only properties those types have, day names and times
 * as schema.org writes them, absolute URLs, a priceRange under 100 characters.
 */
const TIME = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }
const URL_ = { type: 'string', pattern: '^https?://[^\\s/?#]+[^\\s]*$' }
const SCHEMA_ORG_LOCAL_BUSINESS = {
  type: 'object',
  required: ['@context', '@type', 'name', 'address'],
  additionalProperties: false,
  properties: {
    '@context': { const: 'https://schema.org' },
    '@type': { enum: ['AutoDealer', 'AutoRepair'] },
    name: { type: 'string', minLength: 1 },
    description: { type: 'string' },
    keywords: { type: 'string' },
    url: URL_,
    image: URL_,
    telephone: { type: 'string', pattern: '^[+\\d ()-]+$' },
    email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    faxNumber: { type: 'string' },
    sameAs: { type: 'array', items: URL_ },
    priceRange: { type: 'string', maxLength: 99 },
    paymentAccepted: { type: 'string' },
    address: {
      type: 'object',
      required: ['@type', 'streetAddress'],
      additionalProperties: false,
      properties: {
        '@type': { const: 'PostalAddress' },
        streetAddress: { type: 'string', minLength: 1 },
        addressLocality: { type: 'string' },
        addressRegion: { type: 'string' },
        postalCode: { type: 'string' },
        addressCountry: { type: 'string', pattern: '^[A-Z]{2}$' },
      },
    },
    geo: {
      type: 'object',
      required: ['@type', 'latitude', 'longitude'],
      additionalProperties: false,
      properties: {
        '@type': { const: 'GeoCoordinates' },
        latitude: { type: 'number', minimum: -90, maximum: 90 },
        longitude: { type: 'number', minimum: -180, maximum: 180 },
      },
    },
    openingHoursSpecification: {
      type: 'array',
      items: {
        type: 'object',
        required: ['@type', 'dayOfWeek', 'opens', 'closes'],
        additionalProperties: false,
        properties: {
          '@type': { const: 'OpeningHoursSpecification' },
          dayOfWeek: {
            type: 'array',
            minItems: 1,
            items: { enum: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] },
          },
          opens: TIME,
          closes: TIME,
        },
      },
    },
    brand: {
      type: 'array',
      items: {
        type: 'object',
        required: ['@type', 'name'],
        additionalProperties: false,
        properties: { '@type': { const: 'Brand' }, name: { type: 'string' } },
      },
    },
    makesOffer: {
      type: 'array',
      items: {
        type: 'object',
        required: ['@type'],
        additionalProperties: false,
        properties: {
          '@type': { const: 'Offer' },
          category: { type: 'string' },
          description: { type: 'string' },
          url: { type: 'string' },
        },
      },
    },
  },
}
const ajv = new Ajv2020({ allErrors: true, strict: true })
const valid = ajv.compile(SCHEMA_ORG_LOCAL_BUSINESS)
const expectSchemaOrg = (json: unknown) => {
  valid(json)
  expect(valid.errors ?? []).toEqual([])
}
const CONTEXT = { origin: 'https://www.example.com', language: 'en' }
const dealer = generateDealers()[0] ?? null

describe('retailerJsonLd', () => {
  it('makes an AutoDealer of a retailer of the Dealers screen that schema.org and Google accept', () => {
    const json = retailerJsonLd('AutoDealer', { dealer_code: dealer?.dealer_code }, dealer, CONTEXT)
    expectSchemaOrg(json)
    expect(json).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Southern Cross Phillip Jaguar Land Rover',
      address: {
        streetAddress: '18 Botany Street',
        addressLocality: 'Phillip',
        addressRegion: 'ACT',
        postalCode: '2606',
        addressCountry: 'AU',
      },
      geo: { latitude: -35.344, longitude: 149.088 },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:30',
          closes: '17:30',
        },
        { dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
      ],
      brand: [
        { '@type': 'Brand', name: 'Land Rover' },
        { '@type': 'Brand', name: 'Jaguar' },
      ],
    })
  })

  it('makes an AutoRepair from typed fields over the retailer, with offers, contacts and an absolute image', () => {
    const json = retailerJsonLd(
      'AutoRepair',
      {
        name: 'Southern Cross Service Centre',
        opening_hours: 'Mo-Fr 07:30-17:30\nSa 08:00-12:00',
        price_range: '$$',
        payment_accepted: 'Cash, Credit Card',
        image: { id: 'lr-offers-hero' },
        contact_info: [
          { type: 'telephone', value: '+61 2 5550 0001' },
          { type: 'sameAs', value: 'https://www.facebook.com/example' },
        ],
        offers_info: [{ category: 'Service', description: 'Logbook servicing', url: '/service/book' }, {}],
      },
      dealer,
      CONTEXT,
    )
    expectSchemaOrg(json)
    expect(json).toMatchObject({
      '@type': 'AutoRepair',
      name: 'Southern Cross Service Centre',
      telephone: '+61 2 5550 0001',
      image: 'https://www.example.com/images/lr-offers-hero/w/1600.jpg',
      sameAs: ['https://www.facebook.com/example'],
      openingHoursSpecification: [{ opens: '07:30' }, { dayOfWeek: ['Saturday'], closes: '12:00' }],
      makesOffer: [{ '@type': 'Offer', category: 'Service' }],
    })
  })

  it('makes one from typed fields alone, and names the retailer in the page language', () => {
    const typed = {
      name: 'Desert Motors',
      address: '1 Beach Road',
      address_locality: 'Dubai',
      address_country: 'AE',
    }
    expectSchemaOrg(retailerJsonLd('AutoDealer', typed, null, CONTEXT))
    const dubai = generateDealers().find((d) => d.id === 'ae-dubai') ?? null
    expect(retailerJsonLd('AutoDealer', {}, dubai, { ...CONTEXT, language: 'ar' })?.name).toBe(
      'لاند روفر الصفا دبي',
    )
  })

  it('emits nothing without the name and street address Google requires', () => {
    expect(retailerJsonLd('AutoDealer', { name: 'Nameless street' }, null, CONTEXT)).toBeNull()
    expect(retailerJsonLd('AutoDealer', { address: '1 Road' }, null, CONTEXT)).toBeNull()
  })
})
