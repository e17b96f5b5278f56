import type { Box } from './box.js'

/** What the overlay's ranking needs of a target: its place in the tree and its measured box. */
export interface RankedTarget<Id> {
  id: Id
  box: Box
  depth: number
  band: boolean
}

function contains(box: Box, x: number, y: number): boolean {
  return x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height
}

/**
 * The canvas target under the pointer. Nested targets overlap (a slot lies inside its block's halves), so:
 * an edge strip wins first, the outermost one (the edges of nested blocks often coincide: the outer list is
 * reachable only there); otherwise the deepest list wins, and at equal depth the smallest area (a block's
 * half over the slot around it).
 */
export function pickCanvasTarget<Id>(targets: readonly RankedTarget<Id>[], x: number, y: number): Id | null {
  let best: RankedTarget<Id> | null = null
  for (const target of targets) {
    if (!contains(target.box, x, y)) continue
    if (!best || better(target, best)) best = target
  }
  return best ? best.id : null
}

function better(a: RankedTarget<unknown>, b: RankedTarget<unknown>): boolean {
  if (a.band !== b.band) return a.band
  if (a.depth !== b.depth) return a.band ? a.depth < b.depth : a.depth > b.depth
  return a.box.width * a.box.height < b.box.width * b.box.height
}
