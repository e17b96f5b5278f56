// @vitest-environment happy-dom
// reCAPTCHA in the form: with the server's site key (recaptcha_site_key in the form's answer) Google's v2
// widget replaces the local check and its token is posted as g-recaptcha-response; the script is loaded
// once with the page's nonce. Nothing reaches the internet: grecaptcha is a stand-in, and script loading
// is off in happy-dom.
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import { LeadForm } from '../../../renderer/forms/lead-form.js'
import { RECAPTCHA_SCRIPT } from '../../../renderer/forms/load-recaptcha.js'
import { testDefinition } from './test-definition.js'
import { testRenderContext } from '../../helpers/render-context.js'

type Rendered = { sitekey: string; callback: (token: string) => void; hl?: string }

const posted: Record<string, unknown>[] = []
function serve(definition: FormDefinition) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return new Response(JSON.stringify({ data: { data: definition } }))
      posted.push(JSON.parse(String(init.body)))
      return new Response(JSON.stringify({ data: { data: { id: 'lead-1' } } }), { status: 201 })
    }),
  )
}

function renderForm(locale = 'en') {
  render(
    <RenderContextProvider value={testRenderContext({ locale })}>
      <LeadForm formId="test-drive" blockId="block-1" />
    </RenderContextProvider>,
  )
}

const withCaptcha = (siteKey?: string) => {
  const base = testDefinition()
  return testDefinition({
    settings: { ...base.settings, recaptcha: true },
    ...(siteKey ? { recaptcha_site_key: siteKey } : {}),
  })
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/First name/), 'Ann')
  await user.type(screen.getByLabelText(/Email/), 'ann@example.com')
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
}

beforeEach(() => {
  posted.length = 0
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  delete (window as { grecaptcha?: unknown }).grecaptcha
  for (const script of document.head.querySelectorAll('script')) script.remove()
})

it('renders Google’s widget with the site key and posts its token', async () => {
  const widgets: Rendered[] = []
  ;(window as { grecaptcha?: unknown }).grecaptcha = {
    ready: (callback: () => void) => callback(),
    render: (container: HTMLElement, parameters: Rendered) => {
      container.appendChild(document.createElement('div'))
      return widgets.push(parameters) - 1
    },
    reset: () => {},
  }
  serve(withCaptcha('site-key-123'))
  const user = userEvent.setup()
  renderForm()
  await fillValid(user)
  const widget = document.querySelector('.g-recaptcha')
  expect(widget?.getAttribute('data-sitekey')).toBe('site-key-123')
  await waitFor(() => expect(widgets).toHaveLength(1))
  expect(widgets[0]).toMatchObject({ sitekey: 'site-key-123', hl: 'en' })
  // No local stand-in beside the real widget.
  expect(screen.queryByRole('checkbox', { name: 'I am not a robot' })).toBeNull()

  // Without a token the form asks for it and sends nothing.
  await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
  expect(screen.getAllByText('Confirm that you are not a robot').length).toBeGreaterThan(0)
  expect(posted).toHaveLength(0)

  act(() => widgets[0]!.callback('google-token-1'))
  await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
  await waitFor(() => expect(posted).toHaveLength(1))
  expect(posted[0]!['g-recaptcha-response']).toBe('google-token-1')
})

it('loads Google’s script once, with the page’s CSP nonce', async () => {
  const happy = (window as unknown as { happyDOM: { settings: Record<string, boolean> } }).happyDOM
  happy.settings.disableJavaScriptFileLoading = true
  happy.settings.handleDisabledFileLoadingAsSuccess = false
  const pageScript = document.createElement('script')
  pageScript.setAttribute('nonce', 'page-nonce-1')
  document.body.appendChild(pageScript)
  serve(withCaptcha('site-key-123'))
  renderForm('ar')
  await screen.findByLabelText(/First name/)
  const scripts = () =>
    [...document.head.querySelectorAll('script')].filter((s) => s.src === RECAPTCHA_SCRIPT)
  await waitFor(() => expect(scripts()).toHaveLength(1))
  expect(scripts()[0]!.getAttribute('nonce')).toBe('page-nonce-1')
  // The script fails to load here: the form says so (in the page's language) instead of hanging.
  expect(await screen.findByText(/تعذّر تحميل التحقق/)).toBeTruthy()
  pageScript.remove()
})

it('keeps the local check without a site key', async () => {
  serve(withCaptcha())
  const user = userEvent.setup()
  renderForm()
  await fillValid(user)
  expect(document.querySelector('.g-recaptcha')).toBeNull()
  await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }))
  await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
  await waitFor(() => expect(posted).toHaveLength(1))
  expect(posted[0]!['g-recaptcha-response']).toBe('test-pass-test-drive')
  expect(document.querySelector(`script[src="${RECAPTCHA_SCRIPT}"]`)).toBeNull()
})
