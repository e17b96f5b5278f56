// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../editor/admin/api-error.js'
import type { AdminClient, SiteSummary } from '../../../../editor/app/admin-client.js'
import { PagesScreen } from '../../../../editor/app/pages/PagesScreen.js'
import { ToastProvider } from '../../../../editor/ui/ToastProvider.js'
import { pageSummary } from './page-summary.js'

afterEach(cleanup)

const sites: SiteSummary[] = [
  {
    key: 'lrdx',
    name: 'Southern Cross Land Rover',
    brand: 'Land Rover',
    theme: 'lrdx',
    host: 'localhost',
    defaultLocale: 'en',
    locales: ['en', 'ar'],
  },
  {
    key: 'jdx',
    name: 'Southern Cross Jaguar',
    brand: 'Jaguar',
    theme: 'jdx',
    host: 'jaguar.localhost',
    defaultLocale: 'en',
    locales: ['en', 'ar'],
  },
]
const session = { user: { id: 'editor', name: 'Eddie Editor', roles: ['editor'] }, csrfToken: 't' }

function renderScreen(change: Partial<AdminClient> = {}) {
  const client = {
    list: async () => [
      pageSummary('/'),
      pageSummary('/offers', { changedSincePublish: true }),
      pageSummary('/offers/winter', { publishedVersion: null, changedSincePublish: null, errorCount: 2 }),
      pageSummary('/', { id: 'jdx-home', site: 'jdx', updatedBy: null }),
    ],
    sites: async () => sites,
    ...change,
  } as AdminClient
  render(
    <ToastProvider>
      <PagesScreen client={client} session={session} />
    </ToastProvider>,
  )
  return client
}

it('names each site with its theme, shows status and last editor, and who is signed in', async () => {
  renderScreen()
  const land = await screen.findByRole('region', { name: 'Southern Cross Land Rover' })
  expect(land.textContent).toContain('lrdx theme')
  expect(screen.getByRole('region', { name: 'Southern Cross Jaguar' }).textContent).toContain('jdx theme')
  expect(screen.getByTestId('page-status:p-').textContent).toBe('Published')
  expect(screen.getByTestId('page-status:p-offers').textContent).toBe('Changed since publish')
  expect(screen.getByTestId('page-status:p-offers-winter').textContent).toBe('Draft')
  expect(screen.getByTestId('page-errors:p-offers-winter').textContent).toBe('2 errors: not publishable yet')
  expect(screen.queryByTestId('page-errors:p-offers')).toBeNull()
  expect(within(screen.getByTestId('page-row:p-')).getByText('by Eddie Editor')).toBeTruthy()
  expect(screen.getByTestId('signed-in-user').textContent).toBe('Signed in as Eddie Editor')
  // A draft has no live page to view; a published one does, on its own site's host.
  expect(
    within(screen.getByTestId('page-row:p-offers-winter')).queryByRole('link', { name: /View live/ }),
  ).toBeNull()
  expect(
    within(screen.getByTestId('page-row:jdx-home'))
      .getByRole('link', { name: /View live/ })
      .getAttribute('href'),
  ).toMatch(/^http:\/\/jaguar\.localhost(:\d+)?\/$/)
})

it('folds a page’s subtree, and a search shows matches with the pages above them', async () => {
  const user = userEvent.setup()
  renderScreen()
  await screen.findByTestId('page-row:p-offers-winter')
  await user.click(screen.getByRole('button', { name: 'Hide the 1 page under /offers' }))
  expect(screen.queryByTestId('page-row:p-offers-winter')).toBeNull()
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'winter')
  expect(screen.getByTestId('page-row:p-offers-winter')).toBeTruthy()
  expect(screen.getByTestId('page-row:p-offers')).toBeTruthy()
  expect(screen.queryByTestId('page-row:jdx-home')).toBeNull()
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }))
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'errors')
  expect(screen.getAllByTestId(/^page-row:/).map((r) => r.dataset.testid)).toEqual([
    'page-row:p-',
    'page-row:p-offers',
    'page-row:p-offers-winter',
  ])
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'changed')
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it')
  expect(screen.getByText('No page matches')).toBeTruthy()
})

it('shows the server’s “path taken” beside the Path field of the new page form', async () => {
  const user = userEvent.setup()
  const create = vi.fn(async () => {
    throw new ApiError('/offers already has a page', 409, 'path_taken', [
      { field: 'path', message: '/offers already has a page' },
    ])
  })
  renderScreen({ create })
  await user.click(await screen.findByRole('button', { name: 'New page' }))
  const form = screen.getByRole('form', { name: 'New page' })
  expect(within(form).getByRole('combobox', { name: 'Site' }).textContent).toContain(
    'Southern Cross Land Rover · lrdx theme',
  )
  const path = within(form).getByRole('textbox', { name: 'Path' })
  await user.clear(path)
  await user.type(path, 'offers')
  await user.click(within(form).getByRole('button', { name: 'Create and open' }))
  expect(path.getAttribute('aria-invalid')).toBe('true')
  expect(within(form).getByText('Start the path with /')).toBeTruthy()
  expect(within(form).getByText('Give the page a title')).toBeTruthy()
  expect(create).not.toHaveBeenCalled()
  await user.clear(path)
  await user.type(path, '/offers')
  await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Offers')
  await user.click(within(form).getByRole('button', { name: 'Create and open' }))
  expect(create).toHaveBeenCalledWith({
    site: 'lrdx',
    locale: 'en',
    path: '/offers',
    title: 'Offers',
    page_type: 'page',
  })
  const error = await within(form).findByText('/offers already has a page')
  expect(path.getAttribute('aria-describedby')).toContain(error.id)
})
