import { describe, expect, it } from 'vitest'
import { pageTree } from '../../../../editor/app/pages/page-tree.js'
import { visibleTreeRows } from '../../../../editor/app/pages/visible-tree-rows.js'
import { pageSummary } from './page-summary.js'

const paths = (rows: { page: { path: string }; depth: number }[]) =>
  rows.map((r) => `${r.depth}${r.page.path}`)

describe('pageTree', () => {
  it('nests pages under the nearest page above them by whole path segments', () => {
    const rows = pageTree(
      ['/offers/winter', '/', '/offers', '/offers-archive', '/ar', '/ar/offers', '/models/defender/110'].map(
        (p) => pageSummary(p),
      ),
    )
    expect(paths(rows)).toEqual([
      '0/',
      '1/ar',
      '2/ar/offers',
      // No /models page: /models/defender/110 hangs under the home page rather than disappearing.
      '1/models/defender/110',
      '1/offers',
      '2/offers/winter',
      '1/offers-archive',
    ])
    expect(rows.find((r) => r.page.path === '/offers')).toMatchObject({ childCount: 1 })
    expect(rows.find((r) => r.page.path === '/')).toMatchObject({ childCount: 4, parentId: null })
  })

  it('starts at depth 0 when a site has no home page', () => {
    expect(paths(pageTree([pageSummary('/b'), pageSummary('/a/x'), pageSummary('/a')]))).toEqual([
      '0/a',
      '1/a/x',
      '0/b',
    ])
  })
})

describe('visibleTreeRows', () => {
  const rows = pageTree(['/', '/offers', '/offers/winter', '/contact'].map((p) => pageSummary(p)))

  it('hides what is under a collapsed page', () => {
    expect(paths(visibleTreeRows(rows, { collapsed: new Set(['p-offers']) }))).toEqual([
      '0/',
      '1/contact',
      '1/offers',
    ])
    expect(paths(visibleTreeRows(rows, { collapsed: new Set(['p-']) }))).toEqual(['0/'])
  })

  it('shows a match and the pages above it, whatever is collapsed', () => {
    const shown = visibleTreeRows(rows, {
      collapsed: new Set(['p-', 'p-offers']),
      matches: (r) => r.page.path.includes('winter'),
    })
    expect(paths(shown)).toEqual(['0/', '1/offers', '2/offers/winter'])
    expect(visibleTreeRows(rows, { collapsed: new Set(), matches: () => false })).toEqual([])
  })
})
