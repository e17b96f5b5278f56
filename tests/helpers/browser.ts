import request from 'supertest'

type Agent = ReturnType<typeof request.agent>
type Response = Awaited<ReturnType<Agent['get']>>

/**
 * A supertest agent that keeps cookies like a browser and follows redirects one by one, refusing any that
 * leave `origin` (everything in these tests, the provider included, lives on one origin). `visited` lists
 * every path it went through.
 */
export function browser(origin: string) {
  const agent = request.agent(origin)
  const visited: string[] = []
  let session: string | undefined

  /** Remembers the session cookie the way the browser would, from each answer's Set-Cookie. */
  const noteCookies = (res: Response) => {
    const setCookie = res.headers['set-cookie'] as unknown as string[] | undefined
    for (const cookie of setCookie ?? []) {
      const match = /^dealer\.sid=([^;]*)/.exec(cookie)
      if (match) session = match[1] || undefined
    }
    return res
  }

  const pathOf = (location: string) => {
    const url = new URL(location, origin)
    if (url.origin !== origin) throw new Error(`redirected off-site to ${location}`)
    return url.pathname + url.search
  }

  async function follow(response: Response): Promise<Response> {
    let res = noteCookies(response)
    for (let hops = 0; res.status >= 300 && res.status < 400; hops++) {
      if (hops > 10) throw new Error('too many redirects')
      const path = pathOf(res.headers.location as string)
      visited.push(path)
      res = noteCookies(await agent.get(path))
    }
    return res
  }

  return {
    agent,
    visited,
    /** GET and follow the redirects. */
    get: async (path: string) => follow(await agent.get(path)),
    /** POST a form (urlencoded) to an action taken from a page, and follow the redirects. */
    submit: async (action: string, fields: Record<string, string>) =>
      follow(await agent.post(pathOf(action)).type('form').send(fields)),
    /** The session cookie's value as last set, if any. */
    sessionCookie: () => session,
    /** Records the cookies of a response obtained from `agent` directly. */
    noteCookies,
  }
}

/** A form's action and hidden fields, read from a page's HTML. */
export function formOf(html: string, action?: string): { action: string; fields: Record<string, string> } {
  const forms = [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)]
  const form = forms.find((f) => !action || f[1] === action) ?? forms[0]
  if (!form) throw new Error('no form on the page')
  const fields: Record<string, string> = {}
  for (const [, name, value] of (form[2] ?? '').matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
  ))
    fields[name as string] = value as string
  return { action: decode(form[1] as string), fields }
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"')

/**
 * Signs in as the development provider's `editor` (or another of its accounts, `username`) at `origin` (an
 * app started with `auth`) and answers the signed-in agent with its session's csrf-token, for suites that
 * call the admin and forms APIs.
 */
export async function signedInEditor(
  origin: string,
  username = 'editor',
): Promise<{ agent: ReturnType<typeof browser>['agent']; csrf: string }> {
  const b = browser(origin)
  const login = await b.get('/cms')
  await b.submit(formOf(login.text).action, { username, password: username })
  const csrf = (await b.agent.get('/admin/api/session').expect(200)).body.data.csrfToken as string
  return { agent: b.agent, csrf }
}
