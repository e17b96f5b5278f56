// Integrations on a production-like app (private addresses not allowed): endpoints on loopback, private and
// link-local addresses are refused when saved, and one already stored is never called (verify and
// delivery go through the outbound client). tests/integration/forms-api.test.ts shows the same receiver
// reached when private addresses are allowed, as on the development server.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInEditor } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let editor: Awaited<ReturnType<typeof signedInEditor>>['agent']
let csrf: string
let receiver: Server
let receiverUrl: string
const received: string[] = []

beforeAll(async () => {
  t = await startTestApp({ auth: true, outboundAllowPrivate: false, forms: { worker: false } })
  ;({ agent: editor, csrf } = await signedInEditor(t.origin as string))
  receiver = createServer((req, res) => {
    received.push(String(req.url))
    res.writeHead(204).end()
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
})
afterAll(async () => {
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
  await t.close()
})

const save = (endpoint: string) =>
  editor
    .put('/forms/contact-us/integrations')
    .set('csrf-token', csrf)
    .send([{ id: 'crm', name: 'CRM', endpoint, secret: 'outbound-secret-0001' }])

describe('integration endpoints without private addresses', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://127.1/hook',
    'http://0x7f000001/hook',
    'http://2130706433/hook',
    'http://0.0.0.0/hook',
    'http://localhost:3000/dev-crm/leads',
    'http://LOCALHOST./hook',
    'http://crm.localhost/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:a9fe:a9fe]/latest',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.8/hook',
    'http://172.16.5.4/hook',
    'http://192.168.1.10/hook',
    'http://100.64.1.1/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
  ])('refuses %s when saved, naming the field', async (endpoint) => {
    const res = await save(endpoint).expect(422)
    expect(res.body.error).toMatchObject({
      code: 'invalid_integrations',
      details: [{ path: '/integrations/0/endpoint', message: expect.stringMatching(/public internet/) }],
    })
  })

  it('accepts an endpoint on a public host name', async () => {
    await save('https://crm.example/hook').expect(200)
  })

  it('never calls a stored private endpoint: verify answers the refusal', async () => {
    // As left by a development database, or written before this rule.
    await t.database.query('UPDATE forms SET integrations = $2::jsonb WHERE id = $1', [
      'contact-us',
      JSON.stringify([
        {
          id: 'crm',
          name: 'CRM',
          type: 'webhook',
          endpoint: receiverUrl,
          secret: 'outbound-secret-0001',
          active: true,
        },
      ]),
    ])
    const res = await editor
      .post('/forms/integrations/verify')
      .set('csrf-token', csrf)
      .send({ form_id: 'contact-us' })
      .expect(200)
    expect(res.body.data.data).toEqual([
      {
        integration_id: 'crm',
        name: 'CRM',
        ok: false,
        status: null,
        error: expect.stringMatching(/127\.0\.0\.1.*not a public internet address/),
      },
    ])
    expect(received).toEqual([])
  })
})
