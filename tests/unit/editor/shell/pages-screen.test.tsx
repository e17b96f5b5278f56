// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { AdminClient, PageSummary } from '../../../../editor/app/admin-client.js'
import { PagesScreen } from '../../../../editor/app/PagesScreen.js'

afterEach(cleanup)

const summary = (id: string, errorCount: number): PageSummary => ({
  id,
  site: 'lrdx',
  locale: 'en',
  path: `/${id}`,
  pageType: 'page',
  title: id,
  draftVersion: 2,
  publishedVersion: null,
  errorCount,
})

it('marks drafts saved with errors in the page list', async () => {
  const client = {
    list: async () => [summary('unfinished', 2), summary('fine', 0)],
  } as unknown as AdminClient
  render(<PagesScreen client={client} />)
  expect((await screen.findByTestId('page-errors:unfinished')).textContent).toBe(
    '2 errors: not publishable yet',
  )
  expect(screen.queryByTestId('page-errors:fine')).toBeNull()
})
