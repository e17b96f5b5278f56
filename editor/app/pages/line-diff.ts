/** One line of a diff: in both texts, only in the old one, or only in the new one. */
export interface DiffOp {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** Past this many edits the diff gives up on finding the shortest one and replaces the middle whole. */
const MAX_EDITS = 1000

/**
 * The lines that turn `before` into `after` (Myers' shortest edit script), after setting the common start
 * and end aside. Two page versions differ in a few places, so the edit count stays small; a wholly different
 * pair falls back to "all removed, all added" rather than using memory in the square of its length.
 */
export function lineDiff(before: readonly string[], after: readonly string[]): DiffOp[] {
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let endBefore = before.length
  let endAfter = after.length
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--
    endAfter--
  }
  const same = (text: string): DiffOp => ({ kind: 'same', text })
  return [
    ...before.slice(0, start).map(same),
    ...shortestEdit(before.slice(start, endBefore), after.slice(start, endAfter)),
    ...before.slice(endBefore).map(same),
  ]
}

function shortestEdit(a: readonly string[], b: readonly string[]): DiffOp[] {
  const n = a.length
  const m = b.length
  const offset = n + m + 1
  const v = new Int32Array(2 * offset + 1)
  const trace: Int32Array[] = []
  for (let d = 0; d <= Math.min(n + m, MAX_EDITS); d++) {
    // Round d reads diagonals -d-1 to d+1 only: keeping that window keeps the trace's memory in the square of
    // the edit count, not of the texts' length.
    trace.push(v.slice(offset - d - 1, offset + d + 2))
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1
      let y = x - k
      while (x < n && y < m && a[x] === b[y]) {
        x++
        y++
      }
      v[offset + k] = x
      if (x >= n && y >= m) return backtrack(trace, a, b)
    }
  }
  return [
    ...a.map((text): DiffOp => ({ kind: 'removed', text })),
    ...b.map((text): DiffOp => ({ kind: 'added', text })),
  ]
}

function backtrack(trace: Int32Array[], a: readonly string[], b: readonly string[]): DiffOp[] {
  const ops: DiffOp[] = []
  let x = a.length
  let y = b.length
  for (let d = trace.length - 1; d >= 0; d--) {
    const window = trace[d]!
    const at = (k: number) => window[k + d + 1]!
    const k = x - y
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1))
    const previousK = down ? k + 1 : k - 1
    const previousX = d === 0 ? 0 : at(previousK)
    const previousY = d === 0 ? 0 : previousX - previousK
    while (x > previousX && y > previousY) {
      ops.push({ kind: 'same', text: a[x - 1]! })
      x--
      y--
    }
    if (d > 0) {
      if (x === previousX) ops.push({ kind: 'added', text: b[y - 1]! })
      else ops.push({ kind: 'removed', text: a[x - 1]! })
      x = previousX
      y = previousY
    }
  }
  return ops.reverse()
}
