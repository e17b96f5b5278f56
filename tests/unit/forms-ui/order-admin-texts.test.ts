import { expect, it } from 'vitest'
import {
  orderActions,
  orderAmount,
  orderConfigUrl,
  orderText,
  orderVehicleText,
} from '../../../editor/admin/order-types.js'
import { pagedQuery } from '../../../editor/admin/use-paged-list.js'

it('offers cancel while an order can be cancelled, and refund only when money was taken', () => {
  expect(orderActions({ status: 'created', payment_status: 'pending' })).toEqual(['cancel'])
  expect(orderActions({ status: 'paid', payment_status: 'paid' })).toContain('refund')
  expect(orderActions({ status: 'confirmed', payment_status: 'not_required' })).not.toContain('refund')
  expect(orderActions({ status: 'refunded', payment_status: 'refunded' })).toEqual([])
  expect(orderActions({ status: 'cancelled', payment_status: 'pending' })).toEqual([])
})

it('says statuses in words and amounts in their currency, and builds the list query', () => {
  expect(orderText('payment_pending')).toBe('Waiting for payment')
  expect(orderText('order_notification')).toBe('Dealer notification')
  expect(orderAmount({ amount_minor: 50000, currency: 'AUD' })).toBe('500.00 AUD')
  expect(orderAmount({ amount_minor: 5000, currency: 'JPY' })).toBe('5000 JPY')
  expect(orderAmount({ amount_minor: 0, currency: 'EUR' })).toBe('Free')
  const orders = ['status', 'from', 'to'] as const
  expect(pagedQuery({ status: 'paid', from: '2026-11-01', to: '', page: 2, items: 25 }, orders)).toBe(
    'page=2&items=25&status=paid&from=2026-11-01',
  )
  // A search is sent trimmed, and a blank one not at all.
  expect(pagedQuery({ q: ' SAL ', page: 1, items: 10 }, ['q'])).toBe('page=1&items=10&q=SAL')
  expect(pagedQuery({ q: '  ', page: 1, items: 10 }, ['q'])).toBe('page=1&items=10')
})

it('shows a configurator order as a build with its configuration URL, a stock order by its vehicle id', () => {
  const url = 'https://configurator.example.com/au/defender/l663-1'
  const build = { vehicle_id: 'build-abcdefghijklmnop', metadata: { config_url: url } }
  expect(orderVehicleText(build)).toBe('Build build-abcdefghijklmnop')
  expect(orderConfigUrl(build)).toBe(url)
  // A stock order that carried a config_url (the old journey's field) is still a stock vehicle.
  const stock = { vehicle_id: 'veh00042', metadata: { config_url: url } }
  expect(orderVehicleText(stock)).toBe('veh00042')
  expect(orderConfigUrl(stock)).toBeNull()
})
