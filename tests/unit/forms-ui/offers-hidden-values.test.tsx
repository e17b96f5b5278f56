// @vitest-environment happy-dom
// The offers block (jlr-offers-salesforce) sends its category and flags in the hidden fields of its form:
// the mapping itself, and a lead posted through the block on the demo's contact-us form.
import { readFileSync } from 'node:fs'
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FormDefinition } from '../../../engine/forms/form-definition.js'
import { validateLead } from '../../../engine/forms/validate-lead.js'
import { JlrOffersSalesforce } from '../../../renderer/blocks/jlr-offers-salesforce/jlr-offers-salesforce.js'
import { offerHiddenValues } from '../../../renderer/blocks/jlr-offers-salesforce/offer-hidden-values.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import { initialValues } from '../../../renderer/forms/initial-values.js'
import type { BlockOf, JlrOffersSalesforceAttributes } from '../../../templates/generated/types.js'
import { testRenderContext } from '../../helpers/render-context.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const { integrations: _i, ...fixture } = JSON.parse(readFileSync('fixtures/forms/contact-us.json', 'utf8'))
const contactUs: FormDefinition = {
  ...fixture,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

describe('offerHiddenValues', () => {
  it.each<[string, JlrOffersSalesforceAttributes, Record<string, string>]>([
    [
      'category and the flags that are on',
      { category: 'new_vehicle_offers', new_cars: true, owners: true, defender: true, range_rover: true },
      { category: 'new_vehicle_offers', offer_flags: 'new_cars,owners', brand_flags: 'defender,range_rover' },
    ],
    [
      'every flag',
      { approved: true, branded_goods: true, new_cars: true, owners: true, jaguar: true, discovery: true },
      { offer_flags: 'new_cars,approved,owners,branded_goods', brand_flags: 'discovery,jaguar' },
    ],
    ['nothing set', {}, { offer_flags: '', brand_flags: '' }],
  ])('%s', (_name, attributes, expected) => {
    const values = offerHiddenValues(attributes)
    expect(values).toMatchObject(expected)
    if (!attributes.category) expect(values).not.toHaveProperty('category')
    // One value per flag too, for forms with a hidden field per flag.
    expect(values.new_cars).toBe(attributes.new_cars ? 'true' : 'false')
    expect(values.jaguar).toBe(attributes.jaguar ? 'true' : 'false')
  })

  it('fills exactly the hidden fields contact-us has, and the lead stays valid', () => {
    const values = initialValues(contactUs, {
      hidden: offerHiddenValues({ category: 'service_offers', approved: true, discovery: true }),
    })
    expect(values).toMatchObject({
      category: 'service_offers',
      offer_flags: 'approved',
      brand_flags: 'discovery',
    })
    expect(values).not.toHaveProperty('approved')
    const lead = {
      ...values,
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      topic: 'sales',
      message: 'About the Defender offer',
      consent: true,
    }
    expect(validateLead(contactUs, lead)).toEqual([])
  })
})

it('posts the block’s category and flags with the lead', async () => {
  const posted: Record<string, unknown>[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { attributes: Record<string, unknown> }
        posted.push(body.attributes)
        return new Response(
          JSON.stringify({
            data: { data: { id: 'l1', created_at: '2026-01-01T00:00:00Z', attributes: body.attributes } },
          }),
          { status: 201 },
        )
      }
      expect(url).toBe('/forms/contact-us')
      return new Response(JSON.stringify({ data: { data: contactUs } }))
    }),
  )
  const block: BlockOf<'jlr-offers-salesforce'> = {
    id: 'offers',
    template: 'jlr-offers-salesforce',
    attributes: {
      category: 'new_vehicle_offers',
      new_cars: true,
      defender: true,
      discovery: true,
      form_title: 'Enquire about an offer',
      form_id: 'contact-us',
    },
  }
  render(
    <RenderContextProvider value={testRenderContext()}>
      <JlrOffersSalesforce block={block} attributes={block.attributes} />
    </RenderContextProvider>,
  )
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/First name/), 'Ann')
  await user.type(screen.getByLabelText(/Last name/), 'Lee')
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ann@example.com')
  await user.selectOptions(screen.getByLabelText(/How can we help/), 'sales')
  await user.type(screen.getByLabelText(/Your message/), 'About the Defender offer')
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }))
  await user.click(screen.getByRole('button', { name: 'Send message' }))
  await vi.waitFor(() => expect(posted).toHaveLength(1))
  expect(posted[0]).toMatchObject({
    category: 'new_vehicle_offers',
    offer_flags: 'new_cars',
    brand_flags: 'defender,discovery',
    first_name: 'Ann',
  })
})
