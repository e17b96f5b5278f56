// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import { RentACar } from '../../../renderer/blocks/rent-a-car/rent-a-car.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { BlockOf } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const definition: FormDefinition = {
  id: 'rental',
  name: 'Rental',
  fields: [
    { name: 'name', type: 'text', label: 'Name', rules: { required: true } },
    { name: 'summary', type: 'hidden', label: 'Summary' },
    { name: 'vehicle', type: 'hidden', label: 'Vehicle' },
    { name: 'brand', type: 'hidden', label: 'Brand' },
  ],
  settings: {
    thank_you: { heading: '', message: '' },
    notifications: { enabled: false, recipients: [], subject: '' },
    confirmations: { enabled: false, email_field: '', subject: '', message: '' },
    recaptcha: false,
    submit_label: '',
  },
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

const block: BlockOf<'rent-a-car'> = {
  id: 'rent',
  template: 'rent-a-car',
  attributes: {
    heading: 'Rent a car',
    locations_json: { locations_list: [{ name_key: 'dubai', city_name: 'Dubai' }] },
    vehicles_json: {
      vehicles_list: [{ display_name: 'Defender 110', nameplate_name: 'defender', price: { daily: 100 } }],
    },
    additional_json: { datepicker_disabled_days: [] },
    contact_step_form_id: 'rental',
    form_hidden_field_mapping: { summary: '{summary}', vehicle: '{vehicle}', brand: 'land_rover' },
    form_summary_template: '{vehicle} from {pickup_date} to {dropoff_date}: {total}',
  },
}

it('sends the enquiry as a lead of its form; after a failure "Try again" resends it with the same Idempotency-Key', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const posts: { key: string | null; body: { attributes: Record<string, unknown> } }[] = []
  const answers = [
    new Response('{}', { status: 503 }),
    new Response(JSON.stringify({ data: { data: { id: 'lead-1' } } }), { status: 201 }),
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posts.push({
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: JSON.parse(String(init.body)) as { attributes: Record<string, unknown> },
      })
      return answers.shift()!
    }),
  )
  render(
    <RenderContextProvider value={testRenderContext()}>
      <RentACar
        block={block}
        attributes={block.attributes}
        data={{
          forms: { rental: definition },
          prices: { ...DEFAULT_PRICE_SETTINGS, symbol: 'AED ', format: '^%' },
        }}
      />
    </RenderContextProvider>,
  )
  const tick = () => act(async () => void (await vi.advanceTimersByTimeAsync(10)))
  await userEvent.click(screen.getByRole('button', { name: 'Book this car' }))
  await tick()
  await userEvent.selectOptions(screen.getByLabelText(/^Pick-up location/), 'dubai')
  const next = new Date()
  next.setDate(next.getDate() + 10)
  const typed = (d: Date) =>
    `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`
  const back = new Date(next)
  back.setDate(next.getDate() + 2)
  await userEvent.type(screen.getByRole('textbox', { name: /^Pick-up date/ }), typed(next))
  await userEvent.type(screen.getByRole('textbox', { name: /^Return date/ }), typed(back))
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  await userEvent.type(screen.getByLabelText(/^Name/), 'Rania')
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  expect(screen.getByText(`Defender 110 from ${typed(next)} to ${typed(back)}: AED 200`)).toBeTruthy()

  await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }))
  expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong.' })).toBeTruthy()
  expect(screen.getByText('Your inquiry has not been sent. Please try again.')).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy()

  expect(posts).toHaveLength(2)
  expect(posts[1]!.key).toBe(posts[0]!.key)
  expect(posts[0]!.body.attributes).toEqual({
    name: 'Rania',
    summary: `Defender 110 from ${typed(next)} to ${typed(back)}: AED 200`,
    vehicle: 'Defender 110',
    brand: 'land_rover',
  })
})
