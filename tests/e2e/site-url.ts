import { test } from '@playwright/test'

/**
 * The address of `path` on a demo site's host (`localhost` for lrdx, `jaguar.localhost` for jdx) at the port
 * of the server under test: the host picks the site, so a test reaches the other theme by name.
 */
export function siteUrl(host: string, path: string): string {
  const port = new URL(test.info().project.use.baseURL as string).port
  return `http://${host}:${port}${path}`
}
