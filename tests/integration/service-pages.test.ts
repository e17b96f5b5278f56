import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The demo pages of rent-a-car, car-rent, select-vehicle-to-update and the MENA entry form (issue 14): both
// sites, English and Arabic, rendered complete on the server, and the enquiry stored through the Forms API
// as the overlay sends it.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** The island props of a block on the page. */
function islandProps<T>(html: string, template: string): T {
  const match = new RegExp(
    `data-island="${template}"[^>]*><script type="application/json" data-island-props="">(.*?)</script>`,
    's',
  ).exec(html)
  expect(match, `${template} is an island`).toBeTruthy()
  return JSON.parse(match![1]!) as T
}

describe('the service pages', () => {
  it.each([
    ['localhost', '/ownership/rent-a-car', 'Rent a Land Rover', '$290 per day', 'rent-a-car-enquiry'],
    [
      'localhost',
      '/ar/ownership/rent-a-car',
      'استأجر سيارة لاند روفر',
      '$290 في اليوم',
      'rent-a-car-enquiry-ar',
    ],
    ['jaguar.localhost', '/ownership/rent-a-car', 'Rent a Jaguar', '$260 per day', 'rent-a-car-enquiry'],
    [
      'jaguar.localhost',
      '/ar/ownership/rent-a-car',
      'استأجر سيارة جاكوار',
      '$420 في اليوم',
      'rent-a-car-enquiry-ar',
    ],
  ])(
    '%s%s: the cars with their prices, the fleet, and the contact form in the island',
    async (host, path, heading, price, form) => {
      const res = await request(t.app).get(path).set('Host', host).expect(200)
      expect(res.text).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
      expect(res.text).toContain(price)
      expect(res.text).toContain('data-island="car-rent"')
      // Without JavaScript the booking says what it needs instead of a button that does nothing.
      expect(res.text).toMatch(/<noscript><p class="rent-a-car__no-script">/)
      const props = islandProps<{
        data: { forms: Record<string, { fields: { name: string }[] }>; prices: { symbol: string } }
      }>(res.text, 'rent-a-car')
      expect(props.data.forms[form]?.fields.map((f) => f.name)).toContain('rental_summary')
      expect(props.data.prices.symbol).toBe('$')
      // The public definition only: the dealer's addresses stay on the server.
      expect(res.text).not.toContain('rentals@southerncross.example')
    },
  )

  it.each([
    ['localhost', '/ownership/software-updates', 'Select your model', 'update-appointment', false],
    ['localhost', '/ar/ownership/software-updates', 'اختر طراز سيارتك', 'update-appointment-ar', false],
    ['jaguar.localhost', '/ownership/software-updates', 'Select your model', 'update-appointment', true],
    ['jaguar.localhost', '/ar/ownership/software-updates', 'اختر طراز سيارتك', 'update-appointment-ar', true],
  ])(
    '%s%s: the model dropdown and the MENA entry form with its fields, over its image',
    async (host, path, placeholder, form, reversed) => {
      const res = await request(t.app).get(path).set('Host', host).expect(200)
      expect(res.text).toMatch(new RegExp(`<option value=""[^>]*>${placeholder}</option>`))
      expect(res.text).toContain('data-island="jlr-select-vehicle-to-update"')
      // Without JavaScript every update is listed, with its link to book it.
      expect(res.text).toMatch(/<noscript><ul class="vehicle-updates__all">.*Pivi Pro 22\.4/s)
      expect(res.text).toContain(`data-testid="lead-form:${form}"`)
      expect(res.text).toContain('entry-form--over-image')
      expect(res.text).toContain('entry-form__backdrop')
      // The Jaguar pages put the form first (is_reversed).
      expect(res.text.includes('entry-form--reversed')).toBe(reversed)
    },
  )
})

describe('the rent-a-car enquiry', () => {
  it('is stored as a lead of the contact form with the hidden summary, once per Idempotency-Key', async () => {
    const attributes = {
      first_name: 'Rania',
      last_name: 'Haddad',
      email: 'rania@example.com',
      phone: '+61 400 000 000',
      comments: '',
      consent: true,
      pickup_location: 'Sydney, Artarmon showroom',
      pickup_date: '30/11/2026',
      dropoff_location: 'Sydney, Artarmon showroom',
      dropoff_date: '03/12/2026',
      vehicle: 'Defender 110',
      extras: 'No extras',
      estimated_total: '$870',
      rental_summary: 'Pick-up: Sydney, Artarmon showroom, 30/11/2026\nVehicle: Defender 110',
      source_page: '/ownership/rent-a-car',
      brand: 'land_rover',
      utm_source: '',
    }
    const send = () =>
      request(t.app)
        .post('/forms/rent-a-car-enquiry/leads')
        .set('Idempotency-Key', 'rent-a-car-0001')
        .send({ attributes })
    const first = await send().expect(201)
    const again = await send().expect(201)
    expect(again.body.data.data.id).toBe(first.body.data.data.id)
    const rows = await t.database.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM leads WHERE form_id = 'rent-a-car-enquiry' AND attributes->>'last_name' = 'Haddad'`,
    )
    expect(rows[0]?.n).toBe('1')
  })

  it('is refused with the field named when the contact details break the form’s rules', async () => {
    const res = await request(t.app)
      .post('/forms/rent-a-car-enquiry/leads')
      .set('Idempotency-Key', 'rent-a-car-0002')
      .send({
        attributes: { first_name: 'R', last_name: 'H', email: 'not-an-email', phone: '12', consent: true },
      })
      .expect(422)
    expect(res.body.error.code).toBe('validation_failed')
    expect(res.body.error.details.map((d: { field: string }) => d.field)).toEqual(['email', 'phone'])
  })
})
