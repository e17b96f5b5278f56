import type { Page, Request } from '@playwright/test'

/**
 * Collects what a demo page should never have: console errors, page errors (a hydration mismatch is one),
 * failed requests and 4xx/5xx answers. The browser itself aborts an image it no longer needs when the
 * viewport changes (the screenshots switch to 375 px and the picture's source changes), and cancels what a
 * document was still loading when the test navigates away from it; neither is a failure.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  // Which main-frame document each request belongs to: a request of an earlier one that ends aborted was
  // cancelled by the navigation.
  let documentNumber = 0
  const documentOf = new WeakMap<Request, number>()
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentNumber++
    documentOf.set(request, documentNumber)
  })
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED'
    if (aborted && request.resourceType() === 'image') return
    if (aborted && (documentOf.get(request) ?? -1) < documentNumber) return
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}
