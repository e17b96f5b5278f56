// /dev-sms is mounted by the app beside the development CRM: outside strict production (with sign-in, as
// `npm run dev` and `DEMO=1` run), never in an app without the development stand-ins; it shows every number's
// code, so only to a signed-in editor (decision 061).
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browser, formOf } from '../helpers/browser.js'
import { signedInEditor } from '../helpers/signed-in-editor.js'
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

  it('sends anyone not signed in to sign in, and a signed-in user without the editor role away', async () => {
    const anonymous = await request(withAuth.app).get('/dev-sms').expect(302)
    expect(anonymous.headers.location).toMatch(/\/auth\/login\?return_to=%2Fdev-sms$/)
    const viewer = browser(withAuth.origin!)
    const login = await viewer.get('/dev-sms')
    const after = await viewer.submit(formOf(login.text).action, { username: 'viewer', password: 'viewer' })
    expect(viewer.visited).toContain('/auth/error?type=noPermissions')
    expect(after.text).not.toContain('Development SMS')
  })

  it('answers a signed-in editor the development SMS page, with the CSP nonce and no script', async () => {
    const { b } = await signedInEditor(withAuth.origin!)
    const res = await b.agent.get('/dev-sms').expect(200)
    expect(res.text).toContain('<h1>Development SMS</h1>')
    expect(res.text).not.toMatch(/<script/i)
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    expect(res.text).toContain(`<style nonce="${nonce}">`)
  })

  it('is not there without the development stand-ins', async () => {
    await request(publicOnly.app).get('/dev-sms').expect(404)
  })
})
