// /dev-sms is mounted by the app beside the development CRM: outside strict production (with sign-in, as
// `npm run dev` and `DEMO=1` run), never in an app without the development stand-ins.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

describe('/dev-sms in the app', () => {
  let withAuth: TestApp
  let publicOnly: TestApp
  beforeAll(async () => {
    withAuth = await startTestApp({ auth: true, forms: { worker: false } })
    publicOnly = await startTestApp({ forms: { worker: false } })
  })
  afterAll(async () => {
    await withAuth.close()
    await publicOnly.close()
  })

  it('answers the development SMS page outside production, with the CSP nonce and no script', async () => {
    const res = await request(withAuth.app).get('/dev-sms').expect(200)
    expect(res.text).toContain('<h1>Development SMS</h1>')
    expect(res.text).not.toMatch(/<script/i)
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    expect(res.text).toContain(`<style nonce="${nonce}">`)
  })

  it('is not there without the development stand-ins', async () => {
    await request(publicOnly.app).get('/dev-sms').expect(404)
  })
})
