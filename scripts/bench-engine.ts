/**
 * npm run bench:engine: whole-page validation and 1,000 mixed tree operations on a 300-block page nested
 * four deep. Prints medians, and ratios against a baseline measured in the same run (a JSON deep copy of
 * the page), so figures compare across machines. Targets (issue 2): validation <= 2 ms, each operation <= 1 ms.
 */
import { applyAction } from '../engine/operations/apply-action.js'
import type { EditorAction } from '../engine/operations/editor-action.js'
import { walkBlocks } from '../engine/tree/walk-blocks.js'
import { validatePage } from '../engine/validation/validate-page.js'
import { newBlock } from '../engine/defaults/new-block.js'
import type { PageDocument } from '../templates/generated/types.js'
import { largePage } from './bench/large-page.js'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}
function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length * 0.95)] ?? NaN
}
function time(fn: () => void, runs: number): number[] {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    out.push(performance.now() - start)
  }
  return out
}

/** A small seeded generator, so every run performs the same operations. */
function prng(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const page = largePage()
let count = 0
walkBlocks(page, () => void count++)
const check = validatePage(page)
if (!check.ok) throw new Error(`bench page is invalid: ${JSON.stringify(check.errors.slice(0, 3))}`)

// Warm up the JIT on everything measured.
time(() => validatePage(page), 200)
time(() => JSON.parse(JSON.stringify(page)), 200)

const baseline = median(time(() => JSON.parse(JSON.stringify(page)), 500))
const validation = time(() => validatePage(page), 500)

const random = prng(42)
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T
let doc: PageDocument = page
let fresh = 0
const timings = new Map<string, number[]>()
let refused = 0

function snippets(d: PageDocument): { id: string; parentId: string | null; slot: string | null }[] {
  const out: { id: string; parentId: string | null; slot: string | null }[] = []
  walkBlocks(d, ({ block, parentId, slot }) => {
    if (block.template === 'jlr-snippet') out.push({ id: block.id, parentId, slot })
  })
  return out
}
function rows(d: PageDocument): { id: string; size: number }[] {
  const out: { id: string; size: number }[] = []
  walkBlocks(d, ({ block }) => {
    if (block.template === 'jlr-content-blocks')
      out.push({ id: block.id, size: (block.attributes.blocks ?? []).length })
  })
  return out
}

function nextAction(d: PageDocument): EditorAction {
  const roll = random()
  const all = snippets(d)
  const target = pick(all)
  if (roll < 0.35) return { type: 'update', blockId: target.id, path: 'heading', value: `Edited ${fresh++}` }
  if (roll < 0.55) {
    const rowList = rows(d)
    const destination = pick(rowList)
    return {
      type: 'move',
      blockId: target.id,
      to: { parentId: destination.id, index: Math.min(destination.size, 1) },
    }
  }
  if (roll < 0.7) {
    const rowList = rows(d).filter((r) => r.size < 4)
    if (rowList.length === 0)
      return {
        type: 'insert',
        block: newBlock('jlr-snippet', `n${fresh++}`),
        to: { parentId: null, index: 1 },
      }
    return {
      type: 'insert',
      block: newBlock('jlr-snippet', `n${fresh++}`),
      to: { parentId: pick(rowList).id, index: 0 },
    }
  }
  if (roll < 0.85) return { type: 'remove', blockId: target.id }
  if (roll < 0.93) return { type: 'duplicate', blockId: target.id, copyId: `d${fresh++}` }
  const tabs: string[] = []
  walkBlocks(d, ({ block }) => void (block.template === 'jlr-tabs' && tabs.push(block.id)))
  return random() < 0.5
    ? { type: 'addGroupItem', blockId: pick(tabs), group: 'tabs' }
    : { type: 'moveGroupItem', blockId: pick(tabs), group: 'tabs', from: 0, to: 1 }
}

for (let i = 0; i < 1000; i++) {
  const action = nextAction(doc)
  const start = performance.now()
  const result = applyAction(doc, action)
  const elapsed = performance.now() - start
  if (!result.ok) refused++
  else doc = result.doc
  const list = timings.get(action.type) ?? []
  list.push(elapsed)
  timings.set(action.type, list)
}

const ms = (n: number) => `${n.toFixed(3)} ms`
const ratio = (n: number) => `${(n / baseline).toFixed(2)}x baseline`
console.log(`bench:engine — ${count} blocks, nested 4 slots deep; Node ${process.version}`)
console.log(`baseline (JSON deep copy of the page): median ${ms(baseline)}`)
const v = median(validation)
console.log(
  `validatePage: median ${ms(v)}, p95 ${ms(p95(validation))} (${ratio(v)}) target <= 2 ms: ${v <= 2 ? 'PASS' : 'FAIL'}`,
)
let worst = 0
for (const [type, list] of [...timings].sort()) {
  const m = median(list)
  worst = Math.max(worst, m)
  console.log(
    `${type.padEnd(16)} n=${String(list.length).padStart(4)} median ${ms(m)}, p95 ${ms(p95(list))} (${ratio(m)})`,
  )
}
const all = [...timings.values()].flat()
console.log(
  `all operations: n=${all.length} (${refused} refused by the rules), median ${ms(median(all))}, p95 ${ms(p95(all))}`,
)
console.log(`slowest operation median ${ms(worst)}; target each <= 1 ms: ${worst <= 1 ? 'PASS' : 'FAIL'}`)
const finalCheck = validatePage(doc)
console.log(
  `page after 1,000 operations: ${finalCheck.ok ? 'valid' : `${finalCheck.errors.length} validation errors`}`,
)
