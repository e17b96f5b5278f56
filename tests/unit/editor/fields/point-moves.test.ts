import { describe, expect, it } from 'vitest'
import {
  clampPercent,
  pointAt,
  pointMovedByKey,
} from '../../../../editor/fields/widgets/hotspots/point-moves.js'

describe('clampPercent', () => {
  it.each([
    [-3, 0],
    [0, 0],
    [42.26, 42.3],
    [100, 100],
    [140, 100],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => expect(clampPercent(value)).toBe(expected))
})

describe('pointAt', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 }
  it('gives the percent of the box under the pointer', () => {
    expect(pointAt(box, 200, 100)).toEqual({ x: 25, y: 25 })
    expect(pointAt(box, 500, 250)).toEqual({ x: 100, y: 100 })
  })
  it('rounds to whole percents', () => {
    expect(pointAt(box, 179.6, 109.4)).toEqual({ x: 20, y: 30 })
  })
  it('holds a pointer outside the box (a drag past the edge) at the edge', () => {
    expect(pointAt(box, 20, 400)).toEqual({ x: 0, y: 100 })
  })
  it('answers null for a box with no size', () => {
    expect(pointAt({ ...box, width: 0 }, 200, 100)).toBeNull()
  })
})

describe('pointMovedByKey', () => {
  const at = { x: 50, y: 50 }
  it.each([
    ['ArrowLeft', false, { x: 49, y: 50 }],
    ['ArrowRight', false, { x: 51, y: 50 }],
    ['ArrowUp', false, { x: 50, y: 49 }],
    ['ArrowDown', false, { x: 50, y: 51 }],
    ['ArrowRight', true, { x: 55, y: 50 }],
    ['ArrowUp', true, { x: 50, y: 45 }],
  ])('%s (Shift %s) moves by 1 %% or 5 %%', (key, shift, expected) =>
    expect(pointMovedByKey(at, key, shift)).toEqual(expected),
  )
  it('stops at the image’s edges', () => {
    expect(pointMovedByKey({ x: 2, y: 98 }, 'ArrowLeft', true)).toEqual({ x: 0, y: 98 })
    expect(pointMovedByKey({ x: 2, y: 98 }, 'ArrowDown', true)).toEqual({ x: 2, y: 100 })
    expect(pointMovedByKey({ x: 100, y: 0 }, 'ArrowRight', false)).toEqual({ x: 100, y: 0 })
  })
  it('does not drift on decimals (0.1 + 0.2)', () => {
    expect(pointMovedByKey({ x: 10.1, y: 0.2 }, 'ArrowRight', false)).toEqual({ x: 11.1, y: 0.2 })
  })
  it('ignores other keys', () => {
    expect(pointMovedByKey(at, 'Enter', false)).toBeNull()
    expect(pointMovedByKey(at, 'Home', true)).toBeNull()
  })
})
