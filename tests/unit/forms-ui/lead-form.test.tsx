// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { RenderContextProvider, type RenderContext } from '../../../renderer/context/render-context.js'
import { LeadForm } from '../../../renderer/forms/lead-form.js'
import { testDefinition } from './test-definition.js'
import { testRenderContext } from '../../helpers/render-context.js'

const context: RenderContext = testRenderContext()

type Answer = { status: number; body?: unknown } | 'network-error'

/** The forms API as the island sees it: GET /forms/{id} answers the definition, posts answer in turn. */
function mockApi(definition: FormDefinition, posts: Answer[]) {
  const sent: { key: string | null; body: { attributes: Record<string, unknown> } }[] = []
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') {
      if (url === `/forms/${definition.id}`)
        return new Response(JSON.stringify({ data: { data: definition } }), { status: 200 })
      return new Response('{}', { status: 404 })
    }
    sent.push({
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: JSON.parse(String(init.body)),
    })
    const answer = posts.shift()
    if (!answer || answer === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return sent
}

function renderForm(props: Partial<Parameters<typeof LeadForm>[0]> = {}) {
  return render(
    <RenderContextProvider value={context}>
      <LeadForm formId="test-drive" blockId="block-1" {...props} />
    </RenderContextProvider>,
  )
}

const created = { status: 201, body: { data: { data: { id: 'lead-1' } } } }

beforeEach(() => {
  window.history.replaceState(null, '', '/test-drive?utm_source=mail&m=discovery')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Ann')
  await user.type(screen.getByLabelText(/Email/), 'ann@example.com')
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
}

describe('LeadForm', () => {
  it('shows the loading state first, then the form from GET /forms/{id}', async () => {
    mockApi(testDefinition(), [])
    renderForm()
    expect(screen.getByText('Loading the form…')).toBeTruthy()
    expect(await screen.findByRole('form', { name: 'Test drive' })).toBeTruthy()
    // Hidden fields are not shown; the consent label keeps its safe link and drops the script.
    expect(screen.queryByLabelText('Source page')).toBeNull()
    const link = screen.getByRole('link', { name: 'privacy policy' })
    expect(link.getAttribute('href')).toBe('/privacy')
    expect(document.querySelector('script')).toBeNull()
  })

  it('renders at once from the definition the server read, without asking GET /forms/{id}', async () => {
    mockApi(testDefinition(), [])
    renderForm({ definitions: { 'test-drive': testDefinition() } })
    expect(screen.getByRole('form', { name: 'Test drive' })).toBeTruthy()
    expect(screen.queryByText('Loading the form…')).toBeNull()
    expect(vi.mocked(fetch)).not.toHaveBeenCalled()
  })

  it('fills the fields the page query maps right after hydration, when the form came from the server', async () => {
    mockApi(testDefinition(), [])
    renderForm({ definitions: { 'test-drive': testDefinition() }, paramsMapping: { m: 'model' } })
    await waitFor(() => expect((screen.getByLabelText(/Model/) as HTMLSelectElement).value).toBe('discovery'))
  })

  it('names a form the server found missing, without asking again', () => {
    mockApi(testDefinition(), [])
    renderForm({ definitions: { 'test-drive': null } })
    expect(screen.getByText('This form is not available at the moment.')).toBeTruthy()
    expect(vi.mocked(fetch)).not.toHaveBeenCalled()
  })

  it('still fetches a form the server left out (it could not read it)', async () => {
    mockApi(testDefinition(), [])
    renderForm({ definitions: { 'contact-us': null } })
    expect(screen.getByText('Loading the form…')).toBeTruthy()
    expect(await screen.findByRole('form', { name: 'Test drive' })).toBeTruthy()
  })

  it('marks invalid fields, summarises the errors and focuses the first invalid field', async () => {
    const sent = mockApi(testDefinition(), [])
    const user = userEvent.setup()
    renderForm()
    await screen.findByRole('form')
    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))

    const firstName = screen.getByLabelText(/First name/)
    await waitFor(() => expect(document.activeElement).toBe(firstName))
    expect(firstName.getAttribute('aria-invalid')).toBe('true')
    const describedBy = firstName.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required')
    const summary = screen.getByRole('alert')
    expect(within(summary).getByText('There are problems with 3 fields')).toBeTruthy()
    expect(within(summary).getByRole('link', { name: /First name: This field is required/ })).toBeTruthy()
    expect(within(summary).getByRole('link', { name: /I agree to the privacy policy/ })).toBeTruthy()
    expect(sent).toHaveLength(0)

    // Fixing a field clears its message as it is typed.
    await user.type(firstName, 'Ann')
    expect(firstName.getAttribute('aria-invalid')).toBeNull()
    // Too long: the spec's max message, on the next submit.
    await user.type(firstName, 'x'.repeat(40))
    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
    expect(firstName.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Character limit exceeded',
    )
  })

  it('posts the values with the mappings, reuses the Idempotency-Key after a network error, then thanks', async () => {
    const sent = mockApi(testDefinition(), ['network-error', created])
    const user = userEvent.setup()
    renderForm({
      hidden: { source_page: '/test-drive', not_a_field: 'x' },
      paramsMapping: { utm_source: 'utm_source', m: 'model' },
    })
    await screen.findByRole('form')
    // The query's values are filled in just after hydration (the first render matches the server's).
    await waitFor(() => expect((screen.getByLabelText(/Model/) as HTMLSelectElement).value).toBe('discovery'))
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))

    expect(await screen.findByText('Something went wrong, please try again.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy()
    expect(screen.getByText('We will call you to confirm the date.')).toBeTruthy()

    expect(sent).toHaveLength(2)
    expect(sent[0]!.key).toBeTruthy()
    expect(sent[1]!.key).toBe(sent[0]!.key)
    expect(sent[0]!.body.attributes).toEqual({
      first_name: 'Ann',
      email: 'ann@example.com',
      model: 'discovery',
      newsletter: false,
      consent: true,
      source_page: '/test-drive',
      utm_source: 'mail',
    })
  })

  it('shows the block’s own failure texts (offers block) and the server’s field errors', async () => {
    const details = [{ field: 'email', message: 'Enter a valid email address' }]
    mockApi(testDefinition(), [
      { status: 422, body: { error: { code: 'validation_failed', message: 'x', details } } },
      { status: 503 },
    ])
    const user = userEvent.setup()
    renderForm({ errorText: 'Offers request error', retryLabel: 'Try again' })
    await screen.findByRole('form')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
    const email = screen.getByLabelText(/Email/)
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText('Enter a valid email address').length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
    expect(await screen.findByText('Offers request error')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('walks through steps, checking each step before the next', async () => {
    const definition = testDefinition({
      steps: [
        { id: 'you', title: 'About you', fields: ['first_name', 'email'] },
        {
          id: 'car',
          title: 'Your drive',
          fields: ['model', 'newsletter', 'consent', 'source_page', 'utm_source'],
        },
      ],
    })
    const sent = mockApi(definition, [created])
    const user = userEvent.setup()
    renderForm()
    await screen.findByRole('form')
    expect(screen.getByText('Step 1 of 2')).toBeTruthy()
    expect(screen.queryByLabelText(/Model/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByLabelText(/First name/).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Step 1 of 2')).toBeTruthy()

    await user.type(screen.getByLabelText(/First name/), 'Ann')
    await user.type(screen.getByLabelText(/Email/), 'ann@example.com')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Step 2 of 2')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy()
    expect(sent[0]!.body.attributes.first_name).toBe('Ann')
  })

  it('asks forms with reCAPTCHA for the check and sends its token', async () => {
    const definition = testDefinition()
    const sent = mockApi({ ...definition, settings: { ...definition.settings, recaptcha: true } }, [created])
    const user = userEvent.setup()
    renderForm()
    await screen.findByRole('form')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
    const check = screen.getByRole('checkbox', { name: 'I am not a robot' })
    await waitFor(() => expect(document.activeElement).toBe(check))
    expect(check.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toHaveLength(0)
    await user.click(check)
    await user.click(screen.getByRole('button', { name: 'Book my test drive' }))
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy()
    const body = sent[0]!.body as unknown as Record<string, unknown>
    expect(String(body['g-recaptcha-response'])).toMatch(/^test-pass/)
  })

  it('says the form is unavailable when GET /forms/{id} answers 404', async () => {
    mockApi(testDefinition({ id: 'other' }), [])
    renderForm()
    expect(await screen.findByText('This form is not available at the moment.')).toBeTruthy()
  })
})
