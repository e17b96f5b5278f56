import { describe, expect, it } from 'vitest'
import { orderStockButtons } from '../../../engine/storefront/order-stock-buttons.js'
import { parseSavedVehicles } from '../../../engine/storefront/parse-saved-vehicles.js'
import type { StockButton } from '../../../engine/storefront/stock-button.js'
import { parseCompared } from '../../../engine/storefront/parse-compared.js'
import { COMPARE_MAX, type SavedVehicle } from '../../../engine/storefront/saved-vehicle.js'
import { toggleCompared } from '../../../engine/storefront/toggle-compared.js'
import { toggleSavedVehicle } from '../../../engine/storefront/toggle-saved-vehicle.js'
import { pdpViewEvent } from '../../../engine/storefront/pdp-view-event.js'
import { savedVehicleEvent } from '../../../engine/storefront/saved-vehicle-event.js'
import { vehicleAnalytics } from '../../../engine/storefront/vehicle-analytics.js'
import { stockButtonsFrom, DEFAULT_STOCK_BUTTONS } from '../../../engine/storefront/stock-buttons-from.js'
import { buttonHref } from '../../../engine/storefront/button-href.js'
import { parseVehicleRef } from '../../../engine/storefront/parse-vehicle-ref.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

const button = (id: string, button_type: string): StockButton => ({
  id,
  label: id,
  button_type,
  target: `/${id}`,
  target_type: 'internal',
  target_action: 'link',
})

describe('orderStockButtons (000 §4)', () => {
  it.each<[string, string[], boolean, string[], string[]]>([
    [
      'primary first, order kept',
      ['a:secondary', 'b:primary', 'c:tertiary'],
      false,
      ['b', 'a', 'c'],
      ['primary', 'secondary', 'tertiary'],
    ],
    [
      'two primaries keep their order',
      ['a:secondary', 'b:primary', 'c:primary'],
      false,
      ['b', 'c', 'a'],
      ['primary', 'primary', 'secondary'],
    ],
    [
      'overseas promotes the first non-primary',
      ['a:secondary', 'b:tertiary'],
      true,
      ['a', 'b'],
      ['primary', 'tertiary'],
    ],
    [
      'overseas with a primary present',
      ['a:primary', 'b:secondary', 'c:secondary'],
      true,
      ['a', 'b', 'c'],
      ['primary', 'primary', 'secondary'],
    ],
    [
      'overseas promotion then ordering',
      ['a:primary', 'b:tertiary'],
      true,
      ['a', 'b'],
      ['primary', 'primary'],
    ],
    ['empty', [], true, [], []],
  ])('%s', (_, spec, overseas, ids, types) => {
    const input = spec.map((s) => button(...(s.split(':') as [string, string])))
    const out = orderStockButtons(input, { overseas })
    expect(out.map((b) => b.id)).toEqual(ids)
    expect(out.map((b) => b.button_type)).toEqual(types)
    expect(input.map((b) => b.button_type)).toEqual(spec.map((s) => s.split(':')[1]))
  })
})

describe('toggleSavedVehicle (000 §4)', () => {
  const a: SavedVehicle = { id: 'a', list: 'new' }
  const b: SavedVehicle = {
    id: 'b',
    list: 'used',
    lease: { deposit_percent: 20, duration_years: 4, monthly_payment: 900 },
  }
  it.each<[string, SavedVehicle[], SavedVehicle, string[]]>([
    ['adds to an empty list', [], a, ['a']],
    ['adds at the end', [a], b, ['a', 'b']],
    ['saving an id present removes it', [a, b], { id: 'a', list: 'new' }, ['b']],
  ])('%s', (_, list, entry, ids) => {
    const copy = [...list]
    expect(toggleSavedVehicle(list, entry).map((v) => v.id)).toEqual(ids)
    expect(list).toEqual(copy)
  })

  it.each<[string | null, string[]]>([
    [null, []],
    ['not json', []],
    ['{"id":"a"}', []],
    [
      JSON.stringify([
        { id: 'a', list: 'new' },
        { id: 2, list: 'new' },
        { id: 'c', list: 'other' },
        { id: 'd', list: 'used' },
      ]),
      ['a', 'd'],
    ],
  ])('parseSavedVehicles(%j)', (stored, ids) => {
    expect(parseSavedVehicles(stored).map((v) => v.id)).toEqual(ids)
  })
})

describe('toggleCompared (at most COMPARE_MAX = 3 vehicles)', () => {
  it('holds three', () => expect(COMPARE_MAX).toBe(3))
  it.each<[string[], string, string[]]>([
    [[], 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
    [['a', 'b'], 'a', ['b']],
    [['a', 'b'], 'c', ['a', 'b', 'c']],
    // Full: a fourth vehicle is not added; one in the list still comes off.
    [['a', 'b', 'c'], 'd', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'b', ['a', 'c']],
  ])('%j + %s → %j', (ids, id, expected) => expect(toggleCompared(ids, id)).toEqual(expected))
  it('takes another limit', () =>
    expect(toggleCompared(['a', 'b', 'c'], 'd', 4)).toEqual(['a', 'b', 'c', 'd']))
  it('does not change the list given', () => {
    const ids = ['a', 'b', 'c']
    expect(toggleCompared(ids, 'd')).not.toBe(ids)
    expect(ids).toEqual(['a', 'b', 'c'])
  })
})

describe('parseCompared (session storage "models")', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["a","b"]', ['a', 'b']],
    ['["a",1,null,"","b"]', ['a', 'b']],
    ['["a","a","b"]', ['a', 'b']],
    ['["a","b","c","d","e"]', ['a', 'b', 'c']],
  ])('%j → %j', (stored, expected) => expect(parseCompared(stored)).toEqual(expected))
})

describe('analytics events (000 §1, §4)', () => {
  it.each<['new' | 'approved' | 'used', string | null]>([
    ['new', 'NVL'],
    ['approved', 'AVL'],
    ['used', null],
  ])('a %s vehicle has source %s', (state, source) => {
    const v = makeVehicle({ attributes: { state } })
    expect(pdpViewEvent(vehicleAnalytics(v, 100))).toMatchObject({
      event: 'pdp_view',
      page_kind: 'pdp',
      vehicle: { id: v.id, source, price: 100 },
    })
    expect(savedVehicleEvent(vehicleAnalytics(v, null), 'remove')).toMatchObject({
      event: 'saved_vehicle_remove',
      vehicle: { source },
    })
  })
})

describe('stockButtonsFrom', () => {
  it.each<[string, unknown, string[]]>([
    ['no setting → defaults', undefined, DEFAULT_STOCK_BUTTONS.map((b) => b.id)],
    ['invalid JSON → defaults', '[oops', DEFAULT_STOCK_BUTTONS.map((b) => b.id)],
    [
      'valid entries kept, invalid dropped',
      [{ id: 'x', label: 'X', button_type: 'secondary', target: '/x' }, { id: 'y' }],
      ['x'],
    ],
    ['a JSON string', JSON.stringify([{ id: 'z', label: 'Z', button_type: 'primary', target: '/z' }]), ['z']],
  ])('%s', (_, raw, ids) => {
    expect(
      stockButtonsFrom(raw === undefined ? {} : { 'stock_locator.buttons': raw }).map((b) => b.id),
    ).toEqual(ids)
  })
  it.each([
    ['ar', 'احجز عبر الإنترنت'],
    ['ar-AE', 'احجز عبر الإنترنت'],
    ['en', 'Reserve online'],
    ['fr', 'Reserve online'],
    [undefined, 'Reserve online'],
  ])('labels the default buttons in the language of %s', (locale, reserve) => {
    const buttons = stockButtonsFrom({}, locale)
    expect(buttons.map((b) => b.id)).toEqual(DEFAULT_STOCK_BUTTONS.map((b) => b.id))
    expect(buttons[0]?.label).toBe(reserve)
    if (locale?.startsWith('ar')) for (const b of buttons) expect(b.label).not.toMatch(/[A-Za-z]/)
  })
  it("keeps a site's own buttons as configured, whatever the locale", () => {
    const own = [{ id: 'x', label: 'X', button_type: 'primary', target: '/x' }]
    expect(stockButtonsFrom({ 'stock_locator.buttons': own }, 'ar').map((b) => b.label)).toEqual(['X'])
  })
  it('fills the target placeholders', () => {
    expect(buttonHref('/order/{list}/{id}?v={id}', { id: 'a b', list: 'new' })).toBe(
      '/order/new/a%20b?v=a%20b',
    )
  })
})

describe('parseVehicleRef (000 §2 /showroom/:custom-:id)', () => {
  it.each<[string, { slug: string; id: string } | null]>([
    ['new-defender-2024-veh00012', { slug: 'new-defender-2024', id: 'veh00012' }],
    [
      'used-f-pace-3f2b8c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      { slug: 'used-f-pace', id: '3f2b8c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' },
    ],
    ['vehicle-42', { slug: 'vehicle', id: '42' }],
    ['nohyphen', null],
    ['-42', null],
    ['slug-', null],
    ['3f2b8c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', { slug: '3f2b8c1e-1c2d-4e5f-8a9b', id: '0c1d2e3f4a5b' }],
  ])('%s', (ref, expected) => expect(parseVehicleRef(ref)).toEqual(expected))
})
