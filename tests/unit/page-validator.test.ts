import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { newBlock } from '../../engine/defaults/new-block.js'
import { createPageValidator } from '../../engine/validation/page-validator.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import { largePage } from '../../scripts/bench/large-page.js'
import type { PageDocument, TemplateKey } from '../../templates/generated/types.js'
import { block, nestedPage, pageWith } from '../helpers/page-builder.js'

/** A small seeded generator (mulberry32), so a failing run can be replayed from its seed. */
function random(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  return { next, int, pick }
}

type Path = (string | number)[]
type Node = Record<string | number, unknown>

/** The paths of every block in the document (anything with a template), at any depth. */
function blockPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return []
  const here = !Array.isArray(value) && 'template' in value && path.length > 0 ? [path] : []
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
  return [...here, ...entries.flatMap(([k, v]) => blockPaths(v, [...path, k]))]
}

const at = (root: unknown, path: Path): Node =>
  path.reduce<Node>((node, key) => node[key] as Node, root as Node)

const TEMPLATES: TemplateKey[] = [
  'jlr-snippet',
  'jlr-html-block',
  'jlr-content-blocks',
  'jlr-hero-title-banner',
]
const HOSTILE: unknown[] = [
  '',
  ' ',
  'x'.repeat(400),
  42,
  -1,
  2 ** 31,
  null,
  {},
  [],
  true,
  'javascript:alert(1)',
  'ok',
]

/**
 * One random edit, made as the engine makes them (immer: untouched branches stay the same objects),
 * valid or not: a field set to a hostile value or removed, a block inserted, removed, moved, duplicated
 * with its id, given an unknown template or replaced by a non-object, the page's own fields broken.
 */
function edit(doc: PageDocument, r: ReturnType<typeof random>, serial: number): PageDocument {
  return produce(doc, (draft) => {
    const paths = blockPaths(draft)
    const target = paths.length ? at(draft, r.pick(paths)) : undefined
    const attributes = target?.attributes as Node | undefined
    const kind = r.int(10)
    if (kind <= 2 && attributes && typeof attributes === 'object') {
      const keys = Object.keys(attributes)
      const key = keys.length && r.next() < 0.8 ? r.pick(keys) : 'heading'
      if (r.next() < 0.15) delete attributes[key]
      else attributes[key] = r.pick(HOSTILE)
    } else if (kind === 3) {
      const list =
        r.next() < 0.6 ? draft.blocks : blockPaths(draft).length ? findList(draft, r) : draft.blocks
      list.splice(r.int(list.length + 1), 0, newBlock(r.pick(TEMPLATES), `n${serial}`) as never)
    } else if (kind === 4 && draft.blocks.length) draft.blocks.splice(r.int(draft.blocks.length), 1)
    else if (kind === 5 && draft.blocks.length > 1) {
      const [moved] = draft.blocks.splice(r.int(draft.blocks.length), 1)
      draft.blocks.splice(r.int(draft.blocks.length + 1), 0, moved as never)
    } else if (kind === 6 && target) draft.blocks.push(JSON.parse(JSON.stringify(target)))
    else if (kind === 7 && target) target.template = r.pick(['nope', 'jlr-snippet', 7])
    else if (kind === 8 && draft.blocks.length)
      (draft.blocks as unknown[])[r.int(draft.blocks.length)] = r.pick([5, null, 'block', []])
    else {
      const page = draft as unknown as Node
      const field = r.pick(['title', 'meta_title', 'canonical_url', 'extra'])
      if (field === 'extra') page.extra = 1
      else (page.attributes as Node)[field] = r.pick(HOSTILE)
    }
  })
}

/** A block list somewhere in the document: the page's, or a slot's. */
function findList(draft: PageDocument, r: ReturnType<typeof random>): unknown[] {
  const lists: unknown[][] = []
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return
    if (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null && 'template' in v))
      lists.push(value)
    for (const v of Object.values(value)) visit(v)
  }
  visit(draft)
  return lists.length ? r.pick(lists) : draft.blocks
}

describe('createPageValidator', () => {
  it('says exactly what validatePage says after every one of many random edits, valid or not', () => {
    let checked = 0
    let withErrors = 0
    for (let seed = 1; seed <= 40; seed++) {
      const r = random(seed)
      const validate = createPageValidator()
      let doc = seed % 4 === 0 ? largePage(60) : nestedPage()
      expect(validate(doc)).toEqual(validatePage(doc))
      for (let step = 0; step < 30; step++) {
        doc = edit(doc, r, step)
        const expected = validatePage(doc)
        // `seed` and `step` in the message replay a failure.
        expect(validate(doc), `seed ${seed}, step ${step}`).toEqual(expected)
        checked++
        if (expected.errors.length > 0) withErrors++
      }
    }
    // The edits do reach invalid documents, and valid ones too.
    expect(withErrors).toBeGreaterThan(checked / 4)
    expect(withErrors).toBeLessThan(checked)
  })

  it('reuses a top-level block that did not change, and checks one that did', () => {
    const validate = createPageValidator()
    const doc = pageWith([block('jlr-snippet', 'a'), block('jlr-snippet', 'b')])
    expect(validate(doc).ok).toBe(true)
    const long = produce(doc, (d) => {
      ;(d.blocks[1]!.attributes as Node).heading = 'x'.repeat(400)
    })
    expect(validate(long).errors.map((e) => [e.path, e.blockId])).toEqual([
      ['/blocks/1/attributes/heading', 'b'],
    ])
    // Moved to the front: the same block object, its errors now under its new index.
    const moved = produce(long, (d) => {
      d.blocks.reverse()
    })
    expect(validate(moved).errors.map((e) => e.path)).toEqual(['/blocks/0/attributes/heading'])
  })

  it('falls back to the whole-page check past the page schema’s block limit, and for a document without blocks', () => {
    const validate = createPageValidator()
    const tooMany = pageWith(Array.from({ length: 1001 }, (_, i) => block('jlr-html-block', `h${i}`)))
    expect(validate(tooMany)).toEqual(validatePage(tooMany))
    expect(validate(tooMany).errors.some((e) => e.path === '/blocks')).toBe(true)
    for (const odd of [null, 5, 'page', {}, { ...pageWith([]), blocks: 'none' }])
      expect(validate(odd)).toEqual(validatePage(odd))
  })
})
