// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { AdminClientProvider } from '../../../editor/admin/admin-client-context.js'
import { formsClient } from '../../../editor/admin/forms-client.js'
import { IntegrationsCheck } from '../../../editor/admin/IntegrationsCheck.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('checks the saved integrations with a POST carrying the csrf-token header and lists the outcome', async () => {
  const calls: { method: string; url: string; csrf: string | null; body: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        csrf: new Headers(init.headers).get('csrf-token'),
        body: init.body as string,
      })
      return new Response(
        JSON.stringify({
          data: {
            data: [
              { integration_id: 'a', name: 'CRM', ok: true, status: null, error: null },
              { integration_id: 'b', name: 'DMS', ok: false, status: 500, error: 'HTTP 500' },
            ],
          },
        }),
        { status: 200 },
      )
    }),
  )
  render(
    <AdminClientProvider client={formsClient('token-123')}>
      <IntegrationsCheck formId="test-drive" />
    </AdminClientProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Check saved integrations' }))
  // The live region is there from the start (so the results are announced); the results come into it.
  const outcome = screen.getByRole('status', { name: 'Integration check' })
  await vi.waitFor(() => expect(outcome.textContent).toContain('CRM: answered'))
  // A list inside it, with its list semantics (axe: listitem).
  expect(within(outcome).getAllByRole('listitem')).toHaveLength(2)
  expect(outcome.textContent).toContain('DMS: failed (HTTP 500)')
  expect(calls).toEqual([
    {
      method: 'POST',
      url: '/forms/integrations/verify',
      csrf: 'token-123',
      body: JSON.stringify({ form_id: 'test-drive' }),
    },
  ])
})
