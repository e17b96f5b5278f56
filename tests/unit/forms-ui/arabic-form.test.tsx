// @vitest-environment happy-dom
// The form's own texts on an Arabic page (/ar/test-drive): step count, Next/Back, the error summary,
// Submit when the form has no label of its own, and the thank-you fallback.
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import { LeadForm } from '../../../renderer/forms/lead-form.js'
import { testDefinition } from './test-definition.js'
import { testRenderContext } from '../../helpers/render-context.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('speaks Arabic around the editor’s fields', async () => {
  const base = testDefinition()
  const definition = testDefinition({
    steps: [
      { id: 'you', title: 'About you', fields: ['first_name', 'email'] },
      { id: 'car', title: 'Your drive', fields: ['model', 'newsletter', 'consent'] },
    ],
    settings: { ...base.settings, submit_label: '', thank_you: { heading: '', message: ' ' } },
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ data: { data: { id: 'lead-1' } } }), { status: 201 })
        : new Response(JSON.stringify({ data: { data: definition } })),
    ),
  )
  render(
    <RenderContextProvider value={testRenderContext({ locale: 'ar' })}>
      <LeadForm formId="test-drive" blockId="ar-form" />
    </RenderContextProvider>,
  )
  expect(screen.getByText('جارٍ تحميل النموذج…')).toBeTruthy()
  expect(screen.getByText('النموذج: test-drive')).toBeTruthy()
  const user = userEvent.setup()
  await screen.findByRole('form')
  expect(screen.getByText('الخطوة 1 من 2')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'التالي' }))
  expect(screen.getByText('توجد أخطاء في 2 حقول')).toBeTruthy()
  // The field rules speak the page's language too, beside the fields and in the summary.
  expect(screen.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThanOrEqual(2)
  expect(screen.queryByText('This field is required')).toBeNull()
  await user.type(screen.getByLabelText(/Email/), 'not-an-email')
  expect(screen.getAllByText('أدخل عنوان بريد إلكتروني صالحًا').length).toBeGreaterThanOrEqual(1)
  await user.clear(screen.getByLabelText(/Email/))
  await user.type(screen.getByLabelText(/First name/), 'علي')
  await user.type(screen.getByLabelText(/Email/), 'ali@example.com')
  await user.click(screen.getByRole('button', { name: 'التالي' }))
  expect(screen.getByText('الخطوة 2 من 2')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'رجوع' })).toBeTruthy()
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
  await user.click(screen.getByRole('button', { name: 'إرسال' }))
  expect(await screen.findByRole('heading', { name: 'شكرًا لك' })).toBeTruthy()
  expect(screen.getByText('لقد استلمنا بياناتك وسنتواصل معك قريبًا.')).toBeTruthy()
})
