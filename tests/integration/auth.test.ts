// Sign-in through the real development provider: agents that keep cookies follow every redirect, fill in
// the provider's form and come back through the callback, as a browser does.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoverProvider } from '../../server/auth/discover-provider.js'
import { safeReturnTo } from '../../server/auth/return-to.js'
import { OutboundHttp } from '../../server/http/outbound/outbound-http.js'
import { browser, formOf } from '../helpers/browser.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
beforeAll(async () => {
  t = await startTestApp({ auth: true })
  origin = t.origin as string
})
afterAll(() => t.close())

/** Opens `path`, signs in on the provider's form, and answers the page it ends on. */
async function signIn(user: string, path = '/cms', password = user) {
  const b = browser(origin)
  const login = await b.get(path)
  expect(login.text).toContain('Development identity provider')
  const before = b.sessionCookie()
  const page = await b.submit(formOf(login.text).action, { username: user, password })
  return { b, page, before }
}

/** The session endpoint as the signed-in agent sees it. */
async function sessionOf(b: ReturnType<typeof browser>) {
  return (await b.agent.get('/admin/api/session').expect(200)).body.data as {
    user: { id: string; name: string; roles: string[] }
    csrfToken: string
  }
}

describe('sign-in', () => {
  it('sends a visitor without a session to sign-in, keeping the page asked for', async () => {
    const res = await request(origin).get('/admin/sites?page=2').expect(302)
    expect(res.headers.location).toBe('/auth/login?return_to=%2Fadmin%2Fsites%3Fpage%3D2')
    expect((await request(origin).get('/cms').expect(302)).headers.location).toBe(
      '/auth/login?return_to=%2Fcms',
    )
  })

  it('lets an editor in and back to the page asked for, with a new session id', async () => {
    const { b, page, before } = await signIn('editor', '/cms')
    expect(b.visited.at(-1)).toBe('/cms')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Signed in as Eddie Editor')
    expect(before).toBeDefined()
    expect(b.sessionCookie()).toBeDefined()
    expect(b.sessionCookie()).not.toBe(before)
    // The session from before sign-in (it held the sign-in state) opens nothing.
    await request(origin).get('/admin/api/session').set('Cookie', `dealer.sid=${before}`).expect(401)

    const deep = await signIn('admin', '/cms/pages/lrdx-home?tab=blocks')
    expect(deep.b.visited.at(-1)).toBe('/cms/pages/lrdx-home?tab=blocks')
  })

  it('sets the session cookie httpOnly and SameSite=Lax, Secure only over HTTPS', async () => {
    const plain = await request(origin).get('/auth/login')
    const cookie = (plain.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('dealer.sid='),
    )
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(cookie).not.toMatch(/Secure/)
    // Behind the loopback proxy, which says the browser used HTTPS.
    const https = await request(origin).get('/auth/login').set('X-Forwarded-Proto', 'https')
    expect(
      (https.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('dealer.sid=')),
    ).toMatch(/Secure/)
  })

  it('sends a user without the editor role to the no-permission page', async () => {
    const { b, page } = await signIn('viewer', '/cms')
    expect(b.visited.at(-1)).toBe('/auth/error?type=noPermissions')
    expect(page.status).toBe(403)
    expect(page.text).toContain('has no access to the editor')
    expect(formOf(page.text).action).toBe('/auth/logout')
    // The page itself, asked for again, and the admin pages.
    expect((await b.agent.get('/admin').expect(302)).headers.location).toBe('/auth/error?type=noPermissions')
  })

  it('shows the form again with an error after a wrong password, then signs in', async () => {
    const b = browser(origin)
    const login = await b.get('/cms')
    const wrong = await b.submit(formOf(login.text).action, { username: 'editor', password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(wrong.text).toContain('Wrong user name or password.')
    expect(wrong.text).toContain('value="editor"')
    const page = await b.submit(formOf(wrong.text).action, { username: 'editor', password: 'editor' })
    expect(page.text).toContain('Signed in as Eddie Editor')
  })

  it.each([
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    '/%2F/evil.example',
    'javascript:alert(1)',
  ])('never returns off-site: return_to=%s', async (returnTo) => {
    const { b } = await signIn('editor', `/auth/login?return_to=${encodeURIComponent(returnTo)}`)
    // browser() throws on a redirect to another origin; it ends on a path of this site.
    expect(b.visited.at(-1)).toMatch(/^\/(?![/\\])/)
  })

  it('never sends a signed-in user off-site, whatever return_to hides after URL parsing', async () => {
    const { b } = await signIn('editor')
    for (const returnTo of [
      '/.//evil.example/x',
      '/..//evil.example/x',
      '/%2e//evil.example/x',
      '/a/..//evil.example',
      '/./\\evil.example',
      '/\\evil.example',
      '/%5cevil.example',
      '/\t/evil.example',
      '/\n//evil.example',
      'https://evil.example',
      '//evil.example',
    ]) {
      const res = await b.agent.get(`/auth/login?return_to=${encodeURIComponent(returnTo)}`).expect(302)
      const location = res.headers.location as string
      expect(location, returnTo).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, origin).origin, returnTo).toBe(origin)
    }
  })

  it('safeReturnTo keeps same-site paths and refuses the rest', () => {
    expect(safeReturnTo('/cms/pages?x=1#b')).toBe('/cms/pages?x=1#b')
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'cms',
      '',
      undefined,
      ['/a'],
    ])
      expect(safeReturnTo(bad)).toBe('/cms')
  })

  // OIDC_ISSUER is the operator's own setting: read even where admins' webhooks may not reach loopback.
  it('publishes the same endpoints in its discovery document as it uses', async () => {
    const metadata = await discoverProvider(`${origin}/oidc`, new OutboundHttp())
    expect(metadata).toMatchObject({
      issuer: `${origin}/oidc`,
      authorization_endpoint: `${origin}/oidc/auth`,
      token_endpoint: `${origin}/oidc/token`,
      end_session_endpoint: `${origin}/oidc/session/end`,
    })
  })
})

describe('/auth/callback with what no provider sent', () => {
  const expectFailedPage = (res: request.Response, status: number) => {
    expect(res.status).toBe(status)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.text).toContain('Sign-in failed')
  }

  it.each([
    ['', 400],
    ['?state=abc', 400],
    ['?code=abc&code=def', 400],
    ['?code[a]=1', 400],
    ['?code=abc&state=a&state=b', 400],
    ['?code=abc%0d%0aSet-Cookie:x', 400],
    ['?error[]=access_denied', 400],
    ['?code=abc', 403],
    ['?code=abc&state=forged', 403],
    ['?error=access_denied', 401],
    ['?error=server_error&error_description=boom', 401],
    ['?error=invalid_request&state=forged', 401],
  ])('answers %s without a sign-in started with %i', async (query, status) => {
    expectFailedPage(await request(origin).get(`/auth/callback${query}`), status)
  })

  // A NUL anywhere in a URL is refused before any route by the one URL guard (decision 009).
  it.each(['?code=%00', '?error=access_denied&error_description=%00'])(
    "answers %s with the URL guard's 400",
    async (query) => {
      const res = await request(origin).get(`/auth/callback${query}`).expect(400)
      expect(res.body.error.message).toContain('NUL')
    },
  )

  it('answers a wrong state or a junk code of a started sign-in with 403 or 401, never 5xx', async () => {
    const b = browser(origin)
    const start = await b.agent.get('/auth/login').expect(302)
    const state = new URL(start.headers.location as string).searchParams.get('state') as string
    expect(state).toBeTruthy()
    expectFailedPage(await b.agent.get('/auth/callback?code=junk&state=forged'), 403)
    // The state is spent by the failed try: start again, then give the right state with a code never issued.
    const again = await b.agent.get('/auth/login').expect(302)
    const fresh = new URL(again.headers.location as string).searchParams.get('state') as string
    expectFailedPage(await b.agent.get(`/auth/callback?code=junk&state=${encodeURIComponent(fresh)}`), 401)
    // A code far longer than any provider issues never reaches the token endpoint.
    expectFailedPage(await b.agent.get(`/auth/callback?code=${'a'.repeat(5000)}&state=x`), 400)
  })
})

describe('/admin/api', () => {
  it('answers 401 JSON without a session and 403 JSON without permission', async () => {
    const anonymous = await request(origin).get('/admin/api/session').expect(401)
    expect(anonymous.body).toMatchObject({ error: { code: 'unauthorized', message: expect.any(String) } })
    const { b } = await signIn('viewer')
    const viewer = await b.agent.get('/admin/api/session').expect(403)
    expect(viewer.body).toMatchObject({ error: { code: 'forbidden', message: expect.any(String) } })
  })

  it('GET /admin/api/session answers the user and the CSRF token', async () => {
    const { b } = await signIn('admin')
    const session = await sessionOf(b)
    expect(session.user).toEqual({ id: 'admin', name: 'Ada Admin', roles: ['admin'] })
    expect(session.csrfToken).toMatch(/^[\w-]{40,}$/)
  })

  it('refuses a mutating call without the csrf-token header or with a wrong one, and lets the right one through', async () => {
    const { b } = await signIn('editor')
    const { csrfToken } = await sessionOf(b)
    // Wrong in its first character, whatever that character is (a token may begin with "x" itself).
    const wrong = (csrfToken.startsWith('x') ? 'y' : 'x') + csrfToken.slice(1)
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const none = await b.agent[method]('/admin/api/session').send({}).expect(403)
      expect(none.body.error.code).toBe('csrf_token_invalid')
      await b.agent[method]('/admin/api/session').set('csrf-token', wrong).expect(403)
    }
    // Past the guard there is no mutating route at /admin/api/session yet: 404, not 403.
    const passed = await b.agent.post('/admin/api/session').set('csrf-token', csrfToken).send({})
    expect(passed.status).toBe(404)
  })
})

describe('sign-out', () => {
  it('ends the local session and the provider’s', async () => {
    const { b, page } = await signIn('editor')
    const cookie = b.sessionCookie()
    const form = formOf(page.text)
    // Without the token nothing happens.
    await b.agent.post('/auth/logout').type('form').send({}).expect(403)
    await b.agent.get('/admin/api/session').expect(200)

    const start = b.visited.length
    const confirm = await b.submit(form.action, form.fields)
    expect(b.visited[start]).toMatch(/^\/oidc\/session\/end\?/)
    expect(confirm.text).toContain('Sign out of the development identity provider?')
    const done = await b.submit(formOf(confirm.text).action, {
      ...formOf(confirm.text).fields,
      logout: 'yes',
    })
    expect(b.visited.at(-1)).toBe('/auth/signed-out')
    expect(done.text).toContain('You have signed out')

    // The old cookie opens nothing, and signing in again asks for the password.
    await request(origin).get('/admin/api/session').set('Cookie', `dealer.sid=${cookie}`).expect(401)
    const sid = decodeURIComponent(cookie as string)
      .slice(2)
      .split('.')[0]
    expect(await t.database.query('SELECT sid FROM sessions WHERE sid = $1', [sid])).toEqual([])
    const again = await b.get('/cms')
    expect(again.text).toContain('Development identity provider')
  })

  it('signs out a script with the csrf-token header, answering where to go next', async () => {
    const { b } = await signIn('admin')
    const { csrfToken } = await sessionOf(b)
    const res = await b.agent
      .post('/auth/logout')
      .set('csrf-token', csrfToken)
      .set('Accept', 'application/json')
    expect(res.status).toBe(200)
    expect(res.body.data.redirectTo).toMatch(new RegExp(`^${origin}/oidc/session/end\\?`))
    await b.agent.get('/admin/api/session').expect(401)
  })

  it('GET /auth/logout is a page with the sign-out form, never a sign-out', async () => {
    const { b } = await signIn('editor')
    const page = await b.agent.get('/auth/logout').expect(200)
    expect(formOf(page.text).action).toBe('/auth/logout')
    await b.agent.get('/admin/api/session').expect(200)
  })
})

describe('configuration', () => {
  it('refuses to start in production without OIDC_ISSUER', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'prod-'))
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' }
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'DATABASE_URL'])
      delete env[name]
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
    expect(code).toBe(1)
    expect(stderr).toContain('NODE_ENV=production needs OIDC_ISSUER')
  })

  it('never mounts the development provider in production', async () => {
    await expect(startTestApp({ auth: { production: true } })).rejects.toThrow(/production needs OIDC_ISSUER/)
  })
})
