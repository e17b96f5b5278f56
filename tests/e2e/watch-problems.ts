import type { Page } from '@playwright/test'

/**
 * Collects what a demo page should never have: console errors, page errors (a hydration mismatch is one),
 * failed requests and 4xx/5xx answers. The browser itself aborts an image it no longer needs when the
 * viewport changes (the screenshots switch to 375 px and the picture's source changes); that is no failure.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() === 'image') return
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}
