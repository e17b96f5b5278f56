import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { watchProblems } from './watch-problems.js'

// The problem watcher's self-test, on a tiny server of its own: it must let pass what a navigation the test
// made cancelled (also requests the old page made after the navigation began, before the next page
// committed), and still catch every real failure: a 404, a connection closed with no answer, a request the
// page itself aborted, a console error and an uncaught error.

interface Fixture {
  server: Server
  origin: string
  /** Resolves when the server holds a tick the first page made after the navigation to /next began. */
  lateTickHeld: Promise<void>
}

const FIRST = `<!doctype html><title>first</title>
<script>
  // Still loading when the test leaves: cancelled by the navigation.
  fetch('/hang?early').catch(() => {})
  // The page keeps asking while the next one is on its way: the server holds /next until the second tick
  // after /next arrived, and holds that tick until /next commits and cancels it.
  let tick = 0
  setInterval(() => fetch('/tick?' + ++tick).catch(() => {}), 20)
</script>
<a href="/next">next</a>`

const NEXT = `<!doctype html><title>next</title>
<script>
  fetch('/missing').catch(() => {})
  fetch('/reset').catch(() => {})
  const controller = new AbortController()
  fetch('/hang?mine', { signal: controller.signal }).catch(() => {})
  setTimeout(() => controller.abort(), 50)
  console.error('a console error')
  setTimeout(() => { throw new Error('an uncaught error') }, 0)
</script>`

function startFixture(): Promise<Fixture> {
  let releaseNext: () => void = () => {}
  const lateTickHeld = new Promise<void>((resolve) => (releaseNext = resolve))
  let nextAsked = false
  let ticksSinceNext = 0
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/'
    if (url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(FIRST)
    if (url === '/next') {
      nextAsked = true
      return void lateTickHeld.then(() => res.writeHead(200, { 'content-type': 'text/html' }).end(NEXT))
    }
    if (url.startsWith('/tick')) {
      if (nextAsked && ++ticksSinceNext === 2) {
        return releaseNext()
      }
      return void res.writeHead(204).end()
    }
    if (url.startsWith('/hang')) return // held until the server closes
    if (url === '/reset') return void req.socket.destroy()
    if (url === '/favicon.ico') return void res.writeHead(204).end()
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not here')
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ server, origin: `http://127.0.0.1:${port}`, lateTickHeld })
    }),
  )
}

test('the problem watcher passes over what a navigation cancelled and catches every real failure', async ({
  page,
}) => {
  const fixture = await startFixture()
  try {
    const problems = watchProblems(page)
    await page.goto(`${fixture.origin}/`)
    await page.getByRole('link', { name: 'next' }).click()
    await fixture.lateTickHeld
    await expect(page).toHaveTitle('next')
    const expected = [
      `404: ${fixture.origin}/missing`,
      `request failed: ${fixture.origin}/reset (net::ERR_EMPTY_RESPONSE)`,
      `request failed: ${fixture.origin}/hang?mine (net::ERR_ABORTED)`,
      // Chromium also reports each failed load in the console.
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
      'console: Failed to load resource: net::ERR_EMPTY_RESPONSE',
      'console: a console error',
      'page error: an uncaught error',
    ]
    await expect.poll(() => problems.length).toBeGreaterThanOrEqual(expected.length)
    expect([...problems].sort()).toEqual([...expected].sort())
  } finally {
    await page.close()
    fixture.server.closeAllConnections()
    await new Promise((done) => fixture.server.close(done))
  }
})
