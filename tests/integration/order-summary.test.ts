// What the shopper chose is shown back to them (issue 25 items 6 and 7, docs/decisions/066): the summary the
// server prices before paying, kept on the order and shown on the confirmation page and in the mails in the
// shopper's language (Arabic: right to left, linking to the /ar page); the trade-in's checks on the server;
// the refund mail, sent once whichever path gives the money back.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TradeInChoices } from '../../engine/orders/journey-types.js'
import { paymentFigures } from '../../engine/orders/payment-option-figures.js'
import { siteFinanceTerms } from '../../engine/finance/site-finance-terms.js'
import { OrderStore } from '../../server/orders/order-store.js'
import type { MailMessage } from '../../server/providers/mailer.js'
import { FREE_RESERVATION_DEALER } from '../../server/stock/reference/company-configs.js'
import { signedInEditor } from '../helpers/browser.js'
import { fakePayments } from '../helpers/fake-payments.js'
import { PHONE, VERIFIED, orderBody } from '../helpers/order-body.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
let fakes: ReturnType<typeof fakePayments>
let vehicles: string[]
let options: TradeInChoices
let arabicOptions: TradeInChoices
const sent: MailMessage[] = []
let next = 0
const vehicle = () => vehicles[next++] as string

/** A valid trade-in from the site's own options of a language. */
const tradeIn = (choices: TradeInChoices) => {
  const model = choices.models[0]!
  return {
    isTradeInOn: true,
    brand: { name: model.brand },
    model: { name: model.name },
    bodyType: { name: choices.bodyTypes[0]!.name },
    fuelType: { name: choices.fuelTypes[0]!.name },
    mileage: 84_000,
    registration: 'AB-123',
    registrationDate: { date: '2019-03' },
  }
}

const choices = (locale: string, trade: unknown) => ({
  finance_option: 'lease',
  locale,
  metadata: {
    trade_in: trade,
    payment_choice: { type: 'lease', termMonths: 36, depositPercent: 10 },
    // The browser's own figures are ignored: the server prices the choice itself.
    payment_option: { type: 'lease', monthly: 1 },
    service_pack: { id: 'service-3y', name: 'free', price: 0 },
  },
})

const init = async (vehicleId: string) =>
  (await request(origin).post('/buy_online/orders/init').send({ vehicle_id: vehicleId }).expect(201)).body
    .data.data

/** An order placed, paid by card and confirmed by the shopper. */
async function paidOrder(locale: string, trade: unknown) {
  const vehicleId = vehicle()
  const lock = await init(vehicleId)
  const order = (
    await request(origin)
      .post('/buy_online/orders')
      .send(orderBody(vehicleId, lock, choices(locale, trade)))
      .expect(201)
  ).body.data.data
  const intent = (
    await request(origin)
      .post('/buy_online/payment')
      .send({
        order_number: order.order_number,
        payment: { amount: Number(order.amount), currency: 'AUD', vehicle_id: vehicleId },
      })
      .expect(201)
  ).body.data.data
  fakes.setIntent(intent.payment_intent_id, 'succeeded')
  await request(origin).put(`/buy_online/orders/${order.order_number}/confirm`).send({ locale }).expect(200)
  return { vehicleId, number: order.order_number as string }
}

const mailsTo = (number: string) => sent.filter((m) => m.subject.includes(number) || m.text.includes(number))

beforeAll(async () => {
  fakes = fakePayments()
  t = await startTestApp({
    auth: true,
    forms: { mailer: { send: async (message) => void sent.push(message) } },
    orders: {
      payments: fakes.providers,
      phones: { verifiedFor: async (id, p) => id === VERIFIED && p === PHONE },
    },
  })
  origin = t.origin as string
  vehicles = (
    await t.database.query<{ id: string }>(
      "SELECT id FROM vehicles WHERE status = 'stock' AND owner_id <> $1 AND brand = 'Land Rover' ORDER BY id LIMIT 20",
      [FREE_RESERVATION_DEALER],
    )
  ).map((r) => r.id)
  options = (await request(origin).get('/trade_in/form_options?lang=en').expect(200)).body.data
  arabicOptions = (await request(origin).get('/trade_in/form_options?lang=ar').expect(200)).body.data
})
afterAll(() => t.close())

describe('the order summary before paying', () => {
  it('prices the choices with the server’s data, the lease at the site’s one rate', async () => {
    const vehicleId = vehicle()
    const summary = (
      await request(origin)
        .post('/buy_online/orders/summary')
        .send({ order: { vehicle_id: vehicleId, ...choices('en', tradeIn(options)) } })
        .expect(200)
    ).body.data.data
    expect(summary).toMatchObject({
      vehicle: { id: vehicleId },
      currency: 'AUD',
      fee: { amount: 500, currency: 'AUD', free: false },
      finance: { type: 'lease', loan_tenure: 36, interest_rate: siteFinanceTerms({}).ratePercent },
      trade_in: { mileage: 84_000, registrationDate: '2019-03' },
      service_plan: { id: 'service-3y', name: '3-year service plan', price: 1950 },
      retailer: { uuid: expect.any(String), name: expect.any(String) },
    })
    expect(summary.finance.monthly).toBe(
      paymentFigures(
        summary.vehicle.price,
        { type: 'lease', termMonths: 36, depositPercent: 10 },
        {
          leaseTerms: [36],
          finance: siteFinanceTerms({}),
          subscriptionDurations: [],
          subscriptionMileages: [],
        },
      ).monthly,
    )
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['mileage −500', { mileage: -500 }, 'order.metadata.trade_in.mileage'],
    ['mileage 2^31', { mileage: 2 ** 31 }, 'order.metadata.trade_in.mileage'],
    [
      'a first registration in 2031',
      { registrationDate: { date: '2031-01' } },
      'order.metadata.trade_in.registrationDate',
    ],
    ['a blank brand', { brand: { name: '' } }, 'order.metadata.trade_in.brand'],
    ['a model not offered', { model: { name: 'Model T' } }, 'order.metadata.trade_in.model'],
  ])(
    'refuses a trade-in with %s with a 422 naming the field, before and at the order',
    async (_n, bad, field) => {
      const vehicleId = vehicle()
      const trade = { ...tradeIn(options), ...bad }
      const summary = await request(origin)
        .post('/buy_online/orders/summary')
        .send({ order: { vehicle_id: vehicleId, ...choices('en', trade) } })
        .expect(422)
      expect(summary.body.error.details.map((d: { field: string }) => d.field)).toContain(field)
      const lock = await init(vehicleId)
      const order = await request(origin)
        .post('/buy_online/orders')
        .send(orderBody(vehicleId, lock, choices('en', trade)))
        .expect(422)
      expect(order.body.error.details.map((d: { field: string }) => d.field)).toContain(field)
    },
  )

  it('refuses a service plan or a retailer the site does not offer', async () => {
    const res = await request(origin)
      .post('/buy_online/orders/summary')
      .send({
        order: {
          vehicle_id: vehicle(),
          finance_option: 'cash',
          metadata: { service_pack: { id: 'free-ferrari' }, location: { uuid: 'elsewhere' } },
        },
      })
      .expect(422)
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'order.metadata.location.uuid',
      'order.metadata.service_pack.id',
    ])
  })
})

describe('the confirmation page and mails', () => {
  it('show an Arabic shopper every choice in Arabic, linking to the /ar page', async () => {
    const { number } = await paidOrder('ar', tradeIn(arabicOptions))
    await expect.poll(() => mailsTo(number).length, { timeout: 15_000 }).toBe(2)
    const shopper = mailsTo(number).find((m) => m.to[0] === 'jordan.lee@example.com')!
    expect(shopper.html).toContain('dir="rtl"')
    expect(shopper.text).toContain(`/ar/showroom-order-online/confirmation/${number}`)
    expect(shopper.text).not.toMatch(new RegExp(`[^r]/showroom-order-online/confirmation/${number}`))
    for (const label of ['سيارة الاستبدال', 'باقة الخدمة', 'طريقة الدفع', 'الوكيل'])
      expect(shopper.text).toContain(label)
    expect(shopper.text).toContain('84,000')
    const dealer = mailsTo(number).find((m) => m.to[0] !== 'jordan.lee@example.com')!
    expect(dealer.text).toContain('Trade-in:')
    expect(dealer.text).not.toContain('/ar/')
    const page = await request(origin).get(`/ar/showroom-order-online/confirmation/${number}`).expect(200)
    expect(page.text).toContain('data-testid="order-summary"')
    expect(page.text).toContain('باقة خدمة لمدة 3 سنوات')
    expect(page.text).toContain('data-summary="trade_in"')
  })
})

describe('the refund mail', () => {
  it('is sent once when the admin refunds, in the shopper’s language', async () => {
    const { number } = await paidOrder('en', { isTradeInOn: false })
    await expect.poll(() => mailsTo(number).length, { timeout: 15_000 }).toBe(2)
    const { agent, csrf } = await signedInEditor(origin)
    await agent.post(`/admin/api/orders/${number}/refund`).set('csrf-token', csrf).send({}).expect(200)
    await agent.post(`/admin/api/orders/${number}/refund`).set('csrf-token', csrf).send({}).expect(409)
    await expect
      .poll(() => mailsTo(number).filter((m) => m.subject.includes('money is on its way back')).length, {
        timeout: 15_000,
      })
      .toBe(1)
    const jobs = await t.database.query<{ kind: string }>(
      `SELECT j.kind FROM jobs j JOIN orders o ON o.id = j.order_id WHERE o.order_number = $1 AND j.kind = 'order_refund'`,
      [number],
    )
    expect(jobs).toHaveLength(1)
  })

  it('is queued once by the settlement’s own moves (a released hold), whatever repeats', async () => {
    const store = new OrderStore(t.database)
    const vehicleId = vehicle()
    const lock = await init(vehicleId)
    const order = (
      await request(origin)
        .post('/buy_online/orders')
        .send(orderBody(vehicleId, lock, { locale: 'ar' }))
        .expect(201)
    ).body.data.data
    await store.addDetails(order.order_number, { metadata: { payment_returned: 'hold_expired' } })
    await store.move(order.order_number, { to: 'payment_pending', reason: 'test', actor: 'test' })
    await store.move(order.order_number, {
      to: 'cancelled',
      paymentStatus: 'refunded',
      reason: 'card authorisation cancelled',
      actor: 'system',
    })
    await expect.poll(() => mailsTo(order.order_number).length, { timeout: 15_000 }).toBe(1)
    const mail = mailsTo(order.order_number)[0]!
    expect(mail.subject).toMatch(/[\u0600-\u06FF]/)
    expect(mail.text).toContain(`/ar/showroom-order-online/confirmation/${order.order_number}`)
  })
})
