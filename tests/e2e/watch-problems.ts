import type { Page, Request } from '@playwright/test'

/**
 * Collects what a demo page should never have: console errors, page errors (a hydration mismatch is one),
 * failed requests and 4xx/5xx answers. Two kinds of aborted request are not failures:
 * - an image the browser no longer needs when the viewport changes (the screenshots switch to 375 px and
 *   the picture's source changes);
 * - whatever a document was still loading when the test navigated away from it. Such a request belongs to
 *   the document that made it, and that document ends when the next one commits, not when the navigation
 *   starts: a page keeps asking for its island modules while the next page's response is on its way, so
 *   the document a request belongs to is counted in commits of the main frame (tests/e2e/watch-problems.spec.ts
 *   feeds the watcher both kinds and the failures it must still catch).
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  const commits = trackDocumentCommits(page)
  const documentOf = new WeakMap<Request, number>()
  page.on('request', (request) => documentOf.set(request, commits.current()))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED'
    if (aborted && request.resourceType() === 'image') return
    if (aborted && commits.endedSince(request, documentOf.get(request))) return
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

interface DocumentCommits {
  /** How many main-frame documents have committed since the watch began. */
  current(): number
  /** Whether the document `request` belongs to (counted when it was made) has been replaced, or is being. */
  endedSince(request: Request, madeIn: number | undefined): boolean
}

/**
 * Follows the main frame's cross-document navigations. Chromium reports the requests a commit cancels
 * before the commit itself (`requestfailed` comes before `framenavigated`), and Playwright reports the
 * navigation request late, just before its commit: so a request aborted while a navigation of the main
 * frame is pending was cancelled by it, and one made before the latest commit belonged to an earlier
 * document. `framenavigated` also fires for same-document navigations (pushState, a hash change), which
 * end nothing: only one to the URL of the pending navigation request counts. A navigation request itself
 * was cut by the test when a later navigation request superseded it.
 */
function trackDocumentCommits(page: Page): DocumentCommits {
  let committed = 0
  let navigations = 0
  let pendingUrl: string | null = null
  const navigationNumber = new WeakMap<Request, number>()
  const isMainNavigation = (request: Request) =>
    request.isNavigationRequest() && request.frame() === page.mainFrame()
  page.on('request', (request) => {
    if (!isMainNavigation(request)) return
    navigationNumber.set(request, ++navigations)
    pendingUrl = withoutFragment(request.url())
  })
  // A navigation that fails, or answers 204, leaves the document as it was.
  page.on('requestfailed', (request) => {
    if (isMainNavigation(request) && navigationNumber.get(request) === navigations) pendingUrl = null
  })
  page.on('requestfinished', async (request) => {
    if (!isMainNavigation(request) || navigationNumber.get(request) !== navigations) return
    const status = (await request.response())?.status()
    if (status === 204 || status === 205) pendingUrl = null
  })
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || pendingUrl === null || withoutFragment(frame.url()) !== pendingUrl)
      return
    committed++
    pendingUrl = null
  })
  return {
    current: () => committed,
    endedSince(request, madeIn) {
      const navigation = navigationNumber.get(request)
      if (navigation !== undefined) return navigation < navigations
      return pendingUrl !== null || (madeIn ?? -1) < committed
    },
  }
}

/** A request's URL has no fragment, the frame's may: `goto('/x#y')` commits `/x#y` for a request of `/x`. */
function withoutFragment(url: string): string {
  const at = url.indexOf('#')
  return at === -1 ? url : url.slice(0, at)
}
