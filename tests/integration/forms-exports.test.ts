// Lead exports (001 §4): POST, poll, download; CSV escaping and formula injection, XLSX read back with
// exceljs, date filters and sort, more rows than one keyset page.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { browser, formOf } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let editor: ReturnType<typeof browser>['agent']
let csrf: string

const HOSTILE = [
  ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
  ['+61 400 000 000', `'+61 400 000 000`],
  ['-2+3', `'-2+3`],
  ['@SUM(A1)', `'@SUM(A1)`],
  ['Lee, "Jr"', `"Lee, ""Jr"""`],
  ['two\nlines', `"two\nlines"`],
] as const

beforeAll(async () => {
  t = await startTestApp({ auth: true, forms: { worker: { pollMs: 50 } } })
  const b = browser(t.origin as string)
  const login = await b.get('/cms')
  await b.submit(formOf(login.text).action, { username: 'editor', password: 'editor' })
  csrf = (await b.agent.get('/admin/api/session').expect(200)).body.data.csrfToken
  editor = b.agent
  // 2,500 leads of contact-us over the first days of March 2026 (more than two keyset pages), then the
  // hostile ones on 1 April.
  await t.database.query(
    `INSERT INTO leads (id, form_id, attributes, created_at)
     SELECT gen_random_uuid(), 'contact-us',
       jsonb_build_object('first_name', 'Shopper ' || n, 'last_name', 'Lee', 'email', 'shopper' || n || '@example.com',
         'topic', 'sales', 'message', 'Hello there', 'consent', true, 'preferred_contact', jsonb_build_array('email', 'sms')),
       timestamptz '2026-03-01 00:00:00+00' + n * interval '1 minute'
     FROM generate_series(1, 2500) AS n`,
  )
  for (const [i, [value]] of HOSTILE.entries())
    await t.database.query(
      `INSERT INTO leads (id, form_id, attributes, created_at) VALUES (gen_random_uuid(), 'contact-us', $1::jsonb, $2)`,
      [JSON.stringify({ first_name: value, last_name: 'X', consent: true }), `2026-04-01T00:00:0${i}Z`],
    )
})
afterAll(() => t.close())

async function exportLeads(body: Record<string, unknown>) {
  const created = await editor
    .post('/forms/contact-us/lead_exports')
    .set('csrf-token', csrf)
    .send(body)
    .expect(202)
  const id = created.body.data.data.id as string
  expect(created.body.data.data).toMatchObject({ status: 'pending', rows: 0 })
  let status = created.body.data.data
  for (let i = 0; i < 200 && status.status !== 'done' && status.status !== 'failed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    status = (await editor.get(`/forms/contact-us/lead_exports/${id}`).expect(200)).body.data.data
  }
  expect(status.status).toBe('done')
  return { id, status }
}

const csvBuffer = (res: { body: unknown; text?: string }) => res.text as string

it('refuses to download before done and answers 404 for unknown exports', async () => {
  await t.database.query(
    `INSERT INTO lead_exports (id, form_id, format) VALUES ('00000000-0000-0000-0000-00000000000a', 'contact-us', 'csv')`,
  )
  const early = await editor
    .get('/forms/contact-us/lead_exports/00000000-0000-0000-0000-00000000000a/download')
    .expect(409)
  expect(early.body.error.code).toBe('export_not_ready')
  await editor.get('/forms/contact-us/lead_exports/00000000-0000-0000-0000-00000000000b').expect(404)
  await editor.get('/forms/test-drive/lead_exports/00000000-0000-0000-0000-00000000000a').expect(404)
  const bad = await editor
    .post('/forms/contact-us/lead_exports')
    .set('csrf-token', csrf)
    .send({ format: 'pdf' })
    .expect(400)
  expect(bad.body.error.details[0].parameter).toBe('format')
  const badDate = await editor
    .post('/forms/contact-us/lead_exports')
    .set('csrf-token', csrf)
    .send({ filter: { created_at_gteq: 'soon' } })
    .expect(400)
  expect(badDate.body.error.details[0].parameter).toBe('filter[created_at_gteq]')
})

it('exports every lead to CSV, newest first by default, with the form fields as columns', async () => {
  const { id, status } = await exportLeads({})
  const all = 2500 + HOSTILE.length
  expect(status.rows).toBe(all)
  expect(status.format).toBe('csv')
  const res = await editor.get(`/forms/contact-us/lead_exports/${id}/download`).buffer(true).expect(200)
  expect(res.headers['content-type']).toMatch(/^text\/csv/)
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="?leads-contact-us-\d{4}-\d{2}-\d{2}\.csv"?$/,
  )
  const text = csvBuffer(res).replace(/^\uFEFF/, '')
  const lines = text.split('\r\n').filter(Boolean)
  expect(lines[0]).toBe(
    'created_at,id,first_name,last_name,email,phone,topic,preferred_contact,message,consent,source_page,category,offer_flags,brand_flags',
  )
  // Newest first: the hostile rows of April, then 2,500 ... 1.
  expect(lines[1]!.startsWith('2026-04-01T00:00:05.000Z,')).toBe(true)
  expect(lines.at(-1)).toMatch(
    /^2026-03-01T00:01:00\.000Z,[0-9a-f-]{36},Shopper 1,Lee,shopper1@example.com,,sales,email; sms,Hello there,Yes,,,,$/,
  )
  // Rows end in CRLF; the value with a line break (LF) inside quotes stays one row.
  expect(lines).toHaveLength(1 + all)
  for (const [, escaped] of HOSTILE) expect(text).toContain(`,${escaped},X,`)
  const ids = new Set(
    lines
      .slice(1)
      .map((l) => /^[^,]+,([0-9a-f-]{36}),/.exec(l)?.[1])
      .filter(Boolean),
  )
  expect(ids.size).toBe(all)
})

it('filters by date and sorts oldest first when asked', async () => {
  const { id, status } = await exportLeads({
    filter: { created_at_gteq: '2026-03-01T10:00:00Z', created_at_lteq: '2026-03-01T10:09:59Z' },
    sort: 'created_at',
  })
  expect(status.rows).toBe(10)
  const text = csvBuffer(
    await editor.get(`/forms/contact-us/lead_exports/${id}/download`).buffer(true).expect(200),
  )
  const times = text
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((l) => l.split(',')[0])
  expect(times[0]).toBe('2026-03-01T10:00:00.000Z')
  expect(times.at(-1)).toBe('2026-03-01T10:09:00.000Z')
  const april = await exportLeads({
    filter: { created_at_gteq: '2026-04-01', created_at_lteq: '2026-04-01' },
  })
  expect(april.status.rows).toBe(HOSTILE.length)
})

it('exports to XLSX that exceljs reads back', async () => {
  const { id, status } = await exportLeads({ format: 'xlsx', filter: { created_at_gteq: '2026-04-01' } })
  expect(status).toMatchObject({ format: 'xlsx', rows: HOSTILE.length })
  const res = await editor
    .get(`/forms/contact-us/lead_exports/${id}/download`)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = []
      response.on('data', (c: Buffer) => chunks.push(c))
      response.on('end', () => done(null, Buffer.concat(chunks)))
    })
    .expect(200)
  expect(res.headers['content-type']).toContain('spreadsheetml')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(res.body as Parameters<typeof workbook.xlsx.load>[0])
  const sheet = workbook.getWorksheet('Leads')!
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'created_at',
    'id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'topic',
    'preferred_contact',
    'message',
    'consent',
    'source_page',
    'category',
    'offer_flags',
    'brand_flags',
  ])
  expect(sheet.rowCount).toBe(1 + HOSTILE.length)
  const firstNames = [2, 3, 4, 5, 6, 7].map((r) => sheet.getRow(r).getCell(3).value)
  expect(firstNames).toEqual(HOSTILE.map(([value]) => value).reverse())
  // A value that looks like a formula is a string cell, never a formula.
  expect(typeof sheet.getRow(7).getCell(3).value).toBe('string')
})
