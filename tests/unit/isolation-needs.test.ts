import { describe, expect, it } from 'vitest'
import { needsIsolation } from '../isolation-needs.js'

// Which test files Vitest runs in a module graph of their own (vitest.config.ts): a file that leaves
// something behind for the next file in its worker must be found from its source.
describe('needsIsolation', () => {
  it.each([
    [
      'a DOM environment',
      '// @vitest-environment happy-dom\nimport { render } from "@testing-library/react"',
    ],
    ['a module mock', "vi.mock('../../templates/generated/catalogue.js', async (original) => ({}))"],
    ['a stubbed global', "vi.stubGlobal('fetch', fetch)"],
    ['a stubbed environment variable', "vi.stubEnv('NODE_ENV', 'production')"],
    ['fake timers', 'beforeEach(() => vi.useFakeTimers())'],
    ['an assigned environment variable', "process.env.VIN_CHECK_RATE_LIMIT = '100000'"],
    ['an environment variable assigned by key', "process.env['PORT'] = '0'"],
    ['a deleted environment variable', 'delete process.env.SEARCH_SUGGESTIONS_RATE_LIMIT'],
    ['an assigned global', 'globalThis.fetch = fake'],
    ['a redefined navigator', "Object.defineProperty(navigator, 'onLine', { value: false })"],
  ])('isolates a file with %s', (_, source) => {
    expect(needsIsolation(source)).toBe(true)
  })

  it.each([
    ['a server suite', "const app = await startTestApp()\nexpect(process.env.PORT === '3000').toBe(false)"],
    ['a pure unit test', 'expect(validatePage(doc)).toEqual([])\nconst spy = vi.fn()'],
    ['a comparison with an environment variable', 'if (process.env.TEST_DATABASE_URL == null) return'],
  ])('shares modules for %s', (_, source) => {
    expect(needsIsolation(source)).toBe(false)
  })
})
