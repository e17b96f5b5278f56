// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { PagedAdminTable } from '../../../editor/admin/PagedAdminTable.js'
import type { PagedList } from '../../../editor/admin/use-paged-list.js'

afterEach(cleanup)

type Row = { id: string }

/** A paged list that has answered `rows` as page 1 of `pages`; `filtered` when a filter is set. */
function answered(rows: Row[], pages: number, filtered = false) {
  const meta = { total: rows.length, page: 1, items: 25, pages }
  return { list: { data: { data: rows, meta } }, filtered, setPage: () => {} } as unknown as Pick<
    PagedList<Row>,
    'list' | 'filtered' | 'setPage'
  >
}

function table(
  paged: ReturnType<typeof answered>,
  options: { scrolls?: boolean; pagerOnOnePage?: boolean; empty?: string },
) {
  render(
    <PagedAdminTable
      paged={paged}
      label="Things"
      noun={['thing', 'things']}
      empty={{ title: 'No things yet', text: 'Add one.' }}
      noMatch="No thing matches."
      rowKey={(r) => r.id}
      columns={[{ key: 'id', header: 'Id', cell: (r) => r.id }]}
      {...options}
    />,
  )
}

it('scrolls in a named region with the pager by default', () => {
  table(answered([{ id: 'a' }], 1), {})
  const region = screen.getByRole('region', { name: 'Things, scrolls sideways' })
  expect(region.contains(screen.getByRole('table', { name: 'Things' }))).toBe(true)
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 1 (1 thing)')
})

it('leaves the region and a lone page’s pager out when told, and pages past one', () => {
  table(answered([{ id: 'a' }], 1), { scrolls: false, pagerOnOnePage: false })
  expect(screen.getByRole('table', { name: 'Things' })).toBeTruthy()
  expect(screen.queryByRole('region')).toBeNull()
  expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
  cleanup()
  table(answered([{ id: 'a' }], 2), { pagerOnOnePage: false })
  expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 2')
})

it('says there is nothing yet, or, while a filter is set, that nothing matches, in an EmptyState', () => {
  table(answered([], 1), {})
  expect(screen.getByText('No things yet').className).toBe('ui-empty__title')
  expect(screen.getByText('Add one.').className).toBe('ui-empty__text')
  cleanup()
  table(answered([], 1, true), {})
  expect(screen.getByText('No thing matches.').className).toBe('ui-empty__title')
})

it('says it in one line of text when the empty text is text', () => {
  table(answered([], 1), { empty: 'No things.' })
  expect(screen.getByText('No things.').className).toBe('ui-hint')
  cleanup()
  table(answered([], 1, true), { empty: 'No things.' })
  expect(screen.getByText('No thing matches.').className).toBe('ui-hint')
})

it('says Loading… until the first page is in, without a pager', () => {
  table({ list: {}, filtered: false, setPage: () => {} } as unknown as ReturnType<typeof answered>, {})
  expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true')
  expect(screen.queryByRole('navigation')).toBeNull()
})
