// @vitest-environment happy-dom
import { beforeEach, expect, it } from 'vitest'
import {
  clearJourneyData,
  clearReservation,
  clearSoftLock,
  newJourneyData,
  readJourneyData,
  readReservation,
  readSoftLock,
  writeJourneyData,
  writeReservation,
  writeSoftLock,
} from '../../../renderer/storefront/order-online/journey-storage.js'

beforeEach(() => window.localStorage.clear())

const lock = (vehicleId: string) => ({
  vehicleId,
  lockId: 'lock-1',
  holder: 'holder-1',
  expiresAt: '2026-11-23T14:00:00.000Z',
})

it('keeps the journey under the exact keys of 000 §9', () => {
  writeJourneyData(newJourneyData('v1', '/showroom-order-online/vehicle/v1', 'cash', null))
  writeSoftLock(lock('v1'))
  writeReservation({ orderNumber: 'N1', vehicleId: 'v1', vendor: 'STRIPE' })
  expect(Object.keys(window.localStorage).sort()).toEqual([
    'sl_order_online_data',
    'sl_order_online_reservation',
    'sl_order_online_soft_lock',
  ])
})

it('starts a journey with the 000 §3 stored-data fields and reads it back as written (a reload keeps it)', () => {
  const data = newJourneyData('v1', '/showroom-order-online/vehicle/v1', 'lease', null)
  expect(data).toMatchObject({
    vehicleId: 'v1',
    preselectedPaymentOption: 'lease',
    tradeInData: { isTradeInOn: false },
    paymentOptionsData: { type: 'lease' },
    tabChoice: 0,
    termsAndConditionsData: { accepted: false },
  })
  writeJourneyData(data)
  expect(readJourneyData()).toEqual(data)
})

it('removes the soft lock only when its vehicleId matches', () => {
  writeSoftLock(lock('v1'))
  clearSoftLock('v2')
  expect(readSoftLock()?.vehicleId).toBe('v1')
  clearSoftLock('v1')
  expect(readSoftLock()).toBeNull()
})

it('clears the journey data, the soft lock and the reservation separately', () => {
  writeJourneyData(newJourneyData('v1', '/d', 'cash', null))
  writeSoftLock(lock('v1'))
  writeReservation({ orderNumber: 'N1', vehicleId: 'v1', vendor: 'STRIPE' })
  clearJourneyData()
  expect(readJourneyData()).toBeNull()
  expect(readSoftLock()).not.toBeNull()
  expect(readReservation()).not.toBeNull()
  clearReservation()
  expect(readReservation()).toBeNull()
  expect(readSoftLock()).not.toBeNull()
})

it('reads a corrupt entry as nothing stored instead of throwing', () => {
  window.localStorage.setItem('sl_order_online_data', '{not json')
  expect(readJourneyData()).toBeNull()
})
