// VINs as the VIN checker and the map update read them (decision 041).
import { describe, expect, it } from 'vitest'
import { isMapUpdateVin } from '../../../engine/vin/is-map-update-vin.js'
import { isWellFormedVin } from '../../../engine/vin/is-well-formed-vin.js'
import { normaliseVin } from '../../../engine/vin/normalise-vin.js'

describe('normaliseVin', () => {
  it.each([
    ['salga2ae8la600001', 'SALGA2AE8LA600001'],
    [' SALGA2AE8 LA600001 ', 'SALGA2AE8LA600001'],
    ['SAL-GA2AE8-LA600001', 'SALGA2AE8LA600001'],
    ['SALGA2AE8\tLA600001\n', 'SALGA2AE8LA600001'],
  ])('%j → %s', (typed, vin) => expect(normaliseVin(typed)).toBe(vin))
})

describe('isWellFormedVin', () => {
  it.each([
    ['SALGA2AE8LA600001', true],
    ['WVWZZZ1JZXW000001', true],
    ['SALGA2AE8LA60000', false],
    ['SALGA2AE8LA6000011', false],
    ['SALGA2AE8LA60000I', false],
    ['SALGA2AE8LA60000O', false],
    ['SALGA2AE8LA60000Q', false],
    ['salga2ae8la600001', false],
    ['SALGA2AE8LA60000é', false],
    ['', false],
  ])('%s: %s', (vin, ok) => expect(isWellFormedVin(vin)).toBe(ok))
})

describe('isMapUpdateVin', () => {
  it('recognises well-formed Jaguar Land Rover VINs only', () => {
    expect(isMapUpdateVin('SALGA2AE8LA600001')).toBe(true)
    expect(isMapUpdateVin('SAJBA4BN1KCY81234')).toBe(true)
    expect(isMapUpdateVin('SADCJ2FX7LA654321')).toBe(true)
    expect(isMapUpdateVin('WVWZZZ1JZXW000001')).toBe(false)
    expect(isMapUpdateVin('SALGA2AE8LA60000')).toBe(false)
    expect(isMapUpdateVin('SALGA2AE8LA60000O')).toBe(false)
  })
})
