import type { DiffOp } from './line-diff.js'

/** A side of a row: the line's number in its text and the line. */
export interface DiffLine {
  number: number
  text: string
}

/** A row of a side-by-side diff, or a fold that stands for unchanged lines not shown. */
export type DiffRow =
  | { kind: 'same' | 'changed' | 'removed' | 'added'; before?: DiffLine; after?: DiffLine }
  | { kind: 'fold'; count: number }

/**
 * Pairs a diff's lines into rows: a run of removed lines beside the added lines that replace it (changed),
 * the rest on their own side. Unchanged lines more than `context` away from a change fold into one row.
 */
export function sideBySide(ops: readonly DiffOp[], context = 3): DiffRow[] {
  const rows: Exclude<DiffRow, { kind: 'fold' }>[] = []
  let before = 0
  let after = 0
  for (let i = 0; i < ops.length;) {
    const op = ops[i]!
    if (op.kind === 'same') {
      rows.push({
        kind: 'same',
        before: { number: ++before, text: op.text },
        after: { number: ++after, text: op.text },
      })
      i++
      continue
    }
    const removed: string[] = []
    const added: string[] = []
    for (; i < ops.length && ops[i]!.kind !== 'same'; i++)
      (ops[i]!.kind === 'removed' ? removed : added).push(ops[i]!.text)
    for (let j = 0; j < Math.max(removed.length, added.length); j++) {
      const left = removed[j]
      const right = added[j]
      rows.push({
        kind:
          left !== undefined && right !== undefined ? 'changed' : left !== undefined ? 'removed' : 'added',
        before: left !== undefined ? { number: ++before, text: left } : undefined,
        after: right !== undefined ? { number: ++after, text: right } : undefined,
      })
    }
  }
  const near = rows.map(() => false)
  rows.forEach((row, i) => {
    if (row.kind === 'same') return
    for (let j = Math.max(0, i - context); j <= Math.min(rows.length - 1, i + context); j++) near[j] = true
  })
  const folded: DiffRow[] = []
  for (let i = 0; i < rows.length;) {
    if (near[i] || rows[i]!.kind !== 'same') {
      folded.push(rows[i]!)
      i++
      continue
    }
    let count = 0
    for (; i < rows.length && !near[i]; i++) count++
    folded.push({ kind: 'fold', count })
  }
  return folded
}
