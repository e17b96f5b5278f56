import { describe, expect, it } from 'vitest'
import type { EditableNavEntry } from '../../../engine/navigation/editable-nav-entry.js'
import { moveNavEntry, type NavMove } from '../../../engine/navigation/move-nav-entry.js'

// A compact notation: "a(b c(d)) e" is a with children b and c (c with child d), then e.
function tree(spec: string): EditableNavEntry[] {
  const tokens = spec.match(/[a-z]+|\(|\)/g) ?? []
  let i = 0
  const list = (): EditableNavEntry[] => {
    const out: EditableNavEntry[] = []
    while (i < tokens.length && tokens[i] !== ')') {
      const id = tokens[i++] as string
      const entry: EditableNavEntry = { id, title: id.toUpperCase(), url: `/${id}`, children: [] }
      if (tokens[i] === '(') {
        i++
        entry.children = list()
        i++
      }
      out.push(entry)
    }
    return out
  }
  return list()
}

function spec(entries: EditableNavEntry[] | null): string | null {
  if (!entries) return null
  return entries.map((e) => (e.children.length ? `${e.id}(${spec(e.children)})` : e.id)).join(' ')
}

describe('moveNavEntry', () => {
  const cases: [string, string, NavMove, string | null][] = [
    ['a b c', 'b', { kind: 'up' }, 'b a c'],
    ['a b c', 'a', { kind: 'up' }, null],
    ['a b c', 'b', { kind: 'down' }, 'a c b'],
    ['a b c', 'c', { kind: 'down' }, null],
    ['a(x y) b', 'y', { kind: 'up' }, 'a(y x) b'],
    ['a b c', 'b', { kind: 'indent' }, 'a(b) c'],
    ['a(x) b', 'b', { kind: 'indent' }, 'a(x b)'],
    ['a b', 'a', { kind: 'indent' }, null],
    ['a(x y) b', 'x', { kind: 'outdent' }, 'a(y) x b'],
    ['a b', 'a', { kind: 'outdent' }, null],
    ['a b c', 'c', { kind: 'before', target: 'a' }, 'c a b'],
    ['a b c', 'a', { kind: 'after', target: 'c' }, 'b c a'],
    ['a(x) b', 'b', { kind: 'inside', target: 'a' }, 'a(x b)'],
    ['a(x) b', 'b', { kind: 'after', target: 'x' }, 'a(x b)'],
    ['a(x(y)) b', 'a', { kind: 'inside', target: 'y' }, null],
    ['a(x(y)) b', 'a', { kind: 'before', target: 'a' }, null],
    ['a b', 'a', { kind: 'before', target: 'nope' }, null],
    ['a b', 'nope', { kind: 'up' }, null],
    // Three levels at most: a(x(y)) is full, so nothing goes under y, and a two-level entry not under x.
    ['a(x(y)) b', 'b', { kind: 'inside', target: 'y' }, null],
    ['a(x(y)) b(c)', 'b', { kind: 'inside', target: 'x' }, null],
    ['a(x(y)) b', 'b', { kind: 'inside', target: 'x' }, 'a(x(y b))'],
    ['a(x) b(c(d))', 'b', { kind: 'indent' }, null],
  ]
  it.each(cases)('%s: %s %j gives %s', (start, id, move, expected) => {
    const before = tree(start)
    const snapshot = JSON.stringify(before)
    expect(spec(moveNavEntry(before, id, move))).toBe(expected)
    // The input is never changed: the screen keeps it for undo.
    expect(JSON.stringify(before)).toBe(snapshot)
  })
})
