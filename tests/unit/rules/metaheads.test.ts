import { describe, expect, it } from 'vitest'
import { selectMetaheads, type Metahead } from '../../../engine/rules/metaheads.js'

const m = (id: number, extra: Partial<Metahead>): Metahead => ({
  id,
  content: `/* ${id} */`,
  language: 'javascript',
  sequence: 0,
  in_body: false,
  rdx_core_page_id: null,
  reload_on_each_page: false,
  ...extra,
})

const all = [
  m(1, { sequence: 20 }), // global, load once, head
  m(2, { sequence: 10, reload_on_each_page: true }), // global, every page, head
  m(3, { sequence: 5, rdx_core_page_id: 'lrdx-home', in_body: true }), // local to the home page, body
  m(4, { sequence: 5, rdx_core_page_id: 'lrdx-offers' }), // another page's
  m(5, { sequence: 30, in_body: true, language: 'html' }), // global, load once, body
  m(6, { sequence: 10, language: 'css' }), // same sequence as 2: id decides
]

describe('selectMetaheads (001 §2, §4)', () => {
  it.each<[string, string | null, number[], number[][], number[]]>([
    [
      'global and own on first load',
      'lrdx-home',
      [],
      [
        [2, 6, 1],
        [3, 5],
      ],
      [6, 1, 5],
    ],
    ['another page', 'lrdx-offers', [], [[4, 2, 6, 1], [5]], [6, 1, 5]],
    ['global only', null, [], [[2, 6, 1], [5]], [6, 1, 5]],
    ['load-once ones not again', 'lrdx-home', [1, 5, 6], [[2], [3]], []],
    [
      'local ones run on each page they belong to',
      'lrdx-home',
      [3],
      [
        [2, 6, 1],
        [3, 5],
      ],
      [6, 1, 5],
    ],
  ])('%s', (_name, pageId, loaded, [head, body], loadOnce) => {
    const out = selectMetaheads(all, pageId, new Set(loaded))
    expect(out.head.map((x) => x.id)).toEqual(head)
    expect(out.body.map((x) => x.id)).toEqual(body)
    expect(out.loadOnce).toEqual(loadOnce)
  })
})
