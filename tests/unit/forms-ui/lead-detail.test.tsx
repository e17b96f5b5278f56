// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { SWRConfig } from 'swr'
import { afterEach, expect, it, vi } from 'vitest'
import { AdminClientProvider } from '../../../editor/admin/admin-client-context.js'
import { formsClient } from '../../../editor/admin/forms-client.js'
import { LeadDetail } from '../../../editor/admin/LeadDetail.js'
import { SessionProvider } from '../../../editor/admin/session-context.js'
import { ToastProvider } from '../../../editor/ui/ToastProvider.js'
import { testDefinition } from './test-definition.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const delivery = (id: string, status: string) => ({
  id,
  kind: 'webhook',
  integration_id: 'i1',
  integration_name: 'CRM',
  status,
  attempts: status === 'failed' ? 5 : 1,
  max_attempts: 5,
  run_after: null,
  last_error: status === 'failed' ? 'HTTP 500' : null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  done_at: null,
})

const definition = testDefinition({
  name: 'Book a test drive',
  fields: [
    { name: 'first_name', type: 'text', label: 'First name' },
    {
      name: 'model',
      type: 'select',
      label: 'Model',
      options: [{ value: 'discovery_sport', label: 'Discovery Sport' }],
    },
    { name: 'newsletter', type: 'checkbox', label: 'Send me <b>news</b>' },
  ],
  steps: undefined,
})

it('shows a lead’s values as text and retries a failed delivery with the csrf-token header', async () => {
  const calls: { method: string; url: string; csrf: string | null; body?: string }[] = []
  let fixed = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET'
      calls.push({
        method,
        url,
        csrf: new Headers(init.headers).get('csrf-token'),
        body: init.body as string,
      })
      if (url === '/admin/api/sites')
        return new Response(JSON.stringify({ data: [{ key: 'jdx', name: 'Jaguar' }] }), { status: 200 })
      if (url === '/forms/test-drive')
        return new Response(JSON.stringify({ data: { data: definition } }), { status: 200 })
      if (method === 'POST') {
        fixed = true
        return new Response(JSON.stringify({ data: { data: [delivery('d2', 'pending')] } }), { status: 200 })
      }
      return new Response(
        JSON.stringify({
          data: {
            data: {
              id: 'lead-1',
              form_id: 'test-drive',
              site: 'jdx',
              created_at: '2026-11-20T10:00:00Z',
              attributes: {
                newsletter: true,
                retired_field: 'kept',
                model: 'discovery_sport',
                first_name: '<img src=x onerror=alert(1)>',
              },
              deliveries: [delivery('d1', 'done'), delivery('d2', fixed ? 'pending' : 'failed')],
            },
          },
        }),
        { status: 200 },
      )
    }),
  )
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider
        session={{ user: { id: 'e', name: 'Editor', roles: ['editor'] }, csrfToken: 'token-123' }}
      >
        <AdminClientProvider client={formsClient('token-123')}>
          <ToastProvider>
            <LeadDetail formId="test-drive" leadId="lead-1" />
          </ToastProvider>
        </AdminClientProvider>
      </SessionProvider>
    </SWRConfig>,
  )
  const attributes = await screen.findByRole('table', { name: 'Attributes' })
  expect(within(attributes).getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
  expect(document.querySelector('img')).toBeNull()
  expect(within(attributes).getByText('yes')).toBeTruthy()
  // In the form's order under its labels, options by their labels, a removed field's value last.
  await within(attributes).findByText('Discovery Sport')
  expect(
    within(attributes)
      .getAllByRole('rowheader')
      .map((th) => th.textContent),
  ).toEqual(['First namefirst_name', 'Modelmodel', 'Send me newsnewsletter', 'retired_field'])
  expect(screen.getByRole('link', { name: 'Book a test drive' }).getAttribute('href')).toBe(
    '/admin/forms/test-drive',
  )
  expect(screen.getByRole('link', { name: 'Leads' })).toBeTruthy()
  // The site it was submitted on, by name.
  expect(await screen.findByText('Site: Jaguar')).toBeTruthy()

  const deliveries = screen.getByRole('table', { name: 'Deliveries' })
  expect(within(deliveries).getByText('failed')).toBeTruthy()
  // A done job reads as delivered.
  expect(within(within(deliveries).getByTestId('delivery:d1')).getByText('delivered')).toBeTruthy()
  await userEvent.click(within(deliveries).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('Queued again.')).toBeTruthy()
  const post = calls.find((c) => c.method === 'POST')!
  expect(post.url).toBe('/forms/test-drive/leads/lead-1/integrations/fix')
  expect(post.csrf).toBe('token-123')
  expect(JSON.parse(post.body!)).toEqual({ ids: ['d2'] })
  expect(await within(deliveries).findByText('pending')).toBeTruthy()
})
