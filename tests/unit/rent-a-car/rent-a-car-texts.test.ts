import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { RENT_A_CAR_TEXT_KEYS, rentACarText } from '../../../renderer/blocks/rent-a-car/rent-a-car-text.js'

it('block_translations offers exactly the overlay’s text keys, with the English texts as defaults', () => {
  const schema = JSON.parse(readFileSync('templates/blocks/rent-a-car.schema.json', 'utf8')) as {
    properties: { block_translations: { properties: Record<string, { default: string }> } }
  }
  const offered = schema.properties.block_translations.properties
  expect(Object.keys(offered)).toEqual([...RENT_A_CAR_TEXT_KEYS])
  const english = rentACarText('en')
  for (const key of RENT_A_CAR_TEXT_KEYS) expect(offered[key]?.default, key).toBe(english[key])
})

it('takes an editor’s wording key by key over the page language’s, ignoring empty and unknown entries', () => {
  const text = rentACarText('ar-AE', { next: 'متابعة', back: ' ', nope: 'x', close: 7 })
  expect(text.next).toBe('متابعة')
  expect(text.back).toBe('رجوع')
  expect(text.close).toBe('إغلاق')
  expect(text).not.toHaveProperty('nope')
  expect(rentACarText('fr').next).toBe('Next')
})
