import { browser, formOf } from './browser.js'

/**
 * A browser signed in through the development provider's form as `user` (the editor by default), with the
 * session's CSRF token for changes.
 */
export async function signedInEditor(origin: string, user = 'editor') {
  const b = browser(origin)
  const login = await b.get('/cms')
  await b.submit(formOf(login.text).action, { username: user, password: user })
  const session = await b.agent.get('/admin/api/session').expect(200)
  return { b, csrf: session.body.data.csrfToken as string }
}
