import { describe, expect, it } from 'vitest'
import {
  CHUNK_RELOAD_GUARD_MS,
  shouldReloadAfterChunkError,
} from '../../../engine/rules/chunk-reload-guard.js'
import { isChunkLoadError } from '../../../engine/rules/chunk-load-error.js'
import {
  PROGRESS_BAR_DURATION_MS,
  PROGRESS_BAR_THROTTLE_MS,
  progressBarState,
} from '../../../engine/rules/progress-bar.js'

describe('progress bar (000 §2, §9)', () => {
  it('throttles 200 ms and runs 5 s', () => {
    expect(PROGRESS_BAR_THROTTLE_MS).toBe(200)
    expect(PROGRESS_BAR_DURATION_MS).toBe(5000)
  })

  it.each<[number, boolean, number]>([
    [0, false, 0],
    [199, false, 0],
    [200, true, 0],
    [2700, true, 0.45],
    [5200, true, 0.9],
    [60_000, true, 0.9],
    [Number.NaN, false, 0],
  ])('after %i ms: visible %s, fraction %f', (elapsed, visible, fraction) => {
    const state = progressBarState(elapsed)
    expect(state.visible).toBe(visible)
    expect(state.fraction).toBeCloseTo(fraction)
  })
})

describe('shouldReloadAfterChunkError (000 §8, §9)', () => {
  const now = 1_700_000_000_000
  it.each<[string, number | null, boolean]>([
    ['never reloaded', null, true],
    ['just reloaded', now - 1000, false],
    ['59.999 s ago', now - 59_999, false],
    ['60 s ago', now - 60_000, true],
    ['long ago', now - 3_600_000, true],
    ['clock went backwards', now + 5000, true],
    ['garbage', Number.NaN, true],
  ])('%s gives %s', (_name, last, expected) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected)
  })

  it('guards 60 s', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000)
  })
})

describe('isChunkLoadError', () => {
  it.each<[unknown, boolean]>([
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading chunk 42 failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
  ])('%s gives %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected)
  })
})
