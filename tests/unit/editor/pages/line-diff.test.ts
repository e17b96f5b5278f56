import { describe, expect, it } from 'vitest'
import { documentLines } from '../../../../editor/app/pages/document-lines.js'
import { lineDiff } from '../../../../editor/app/pages/line-diff.js'
import { sideBySide } from '../../../../editor/app/pages/side-by-side.js'

const text = (ops: { kind: string; text: string }[]) =>
  ops.map((o) => `${o.kind === 'same' ? ' ' : o.kind === 'added' ? '+' : '-'}${o.text}`)

describe('lineDiff', () => {
  it('finds the shortest set of changed lines', () => {
    expect(text(lineDiff(['a', 'b', 'c', 'a', 'b', 'b', 'a'], ['c', 'b', 'a', 'b', 'a', 'c']))).toHaveLength(
      9,
    )
    expect(text(lineDiff(['title', 'x', 'end'], ['title', 'y', 'end']))).toEqual([
      ' title',
      '-x',
      '+y',
      ' end',
    ])
    expect(text(lineDiff([], ['a']))).toEqual(['+a'])
    expect(text(lineDiff(['a'], []))).toEqual(['-a'])
    expect(lineDiff(['same'], ['same'])).toEqual([{ kind: 'same', text: 'same' }])
  })

  it('rebuilds both texts from its answer, on random inputs', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 4
    for (let round = 0; round < 200; round++) {
      const a = Array.from({ length: random() * 3 }, () => 'abcd'[random()]!)
      const b = Array.from({ length: random() * 3 }, () => 'abcd'[random()]!)
      const ops = lineDiff(a, b)
      expect(ops.filter((o) => o.kind !== 'added').map((o) => o.text)).toEqual(a)
      expect(ops.filter((o) => o.kind !== 'removed').map((o) => o.text)).toEqual(b)
    }
  })

  it('gives up on the shortest edit for wholly different long texts, still rebuilding both', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`)
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`)
    const ops = lineDiff(a, b)
    expect(ops).toHaveLength(6000)
    expect(ops.filter((o) => o.kind === 'added').map((o) => o.text)).toEqual(b)
  })
})

describe('sideBySide', () => {
  it('pairs replaced lines, numbers each side, and folds unchanged lines away from changes', () => {
    const before = ['1', '2', '3', '4', '5', '6', '7', '8', 'old', '10']
    const after = ['1', '2', '3', '4', '5', '6', '7', '8', 'new', 'extra', '10']
    const rows = sideBySide(lineDiff(before, after), 2)
    expect(rows[0]).toEqual({ kind: 'fold', count: 6 })
    expect(rows.slice(1)).toEqual([
      { kind: 'same', before: { number: 7, text: '7' }, after: { number: 7, text: '7' } },
      { kind: 'same', before: { number: 8, text: '8' }, after: { number: 8, text: '8' } },
      { kind: 'changed', before: { number: 9, text: 'old' }, after: { number: 9, text: 'new' } },
      { kind: 'added', before: undefined, after: { number: 10, text: 'extra' } },
      { kind: 'same', before: { number: 10, text: '10' }, after: { number: 11, text: '10' } },
    ])
  })

  it('folds everything when nothing changed', () => {
    expect(sideBySide(lineDiff(['a', 'b'], ['a', 'b']))).toEqual([{ kind: 'fold', count: 2 }])
  })
})

describe('documentLines', () => {
  it('sorts keys so the order they were written in is no difference', () => {
    expect(documentLines({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toEqual(
      documentLines({ a: { c: null, d: [{ y: 2, z: 1 }] }, b: 1 }),
    )
    expect(documentLines({ b: 1, a: 2 })).toEqual(['{', '  "a": 2,', '  "b": 1', '}'])
  })
})
