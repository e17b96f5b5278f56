import { describe, expect, it } from 'vitest'
import { safeReturnTo } from '../../../server/auth/return-to.js'

const SITE = 'https://dealer.example'

/** Where a browser on the site goes with this Location. */
const landsOn = (location: string) => new URL(location, `${SITE}/auth/login`)

// Every form a browser or URL parser may read as another host, after dot segments and decoding.
const hostile = [
  '//evil.example',
  '//evil.example/x',
  '///evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(1)',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/./..//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/%2e//evil.example/x',
  '/%2E//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/.%2e//evil.example',
  '/./\\evil.example',
  '/\tevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n//evil.example',
  '/\u0000//evil.example',
  ' //evil.example',
  'evil.example',
  'cms',
  '',
]

describe('safeReturnTo', () => {
  it.each(hostile)('refuses %j', (raw) => {
    const location = safeReturnTo(raw)
    expect(location).toBe('/cms')
    expect(landsOn(location).origin).toBe(SITE)
  })

  it.each([
    ['/cms', '/cms'],
    ['/cms/pages?x=1#b', '/cms/pages?x=1#b'],
    ['/cms/../admin/sites', '/admin/sites'],
    ['/cms/./pages', '/cms/pages'],
    ['/%5cevil.example', '/%5cevil.example'],
    ['/%2F/evil.example', '/%2F/evil.example'],
    ['/admin?next=//evil.example', '/admin?next=//evil.example'],
  ])('keeps the same-site path %j as %j', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected)
    expect(landsOn(expected).origin).toBe(SITE)
  })

  it.each([undefined, null, 42, ['/a'], { a: '/a' }, '/' + 'a'.repeat(3000)])(
    'refuses a non-string or oversized value %#',
    (raw) => expect(safeReturnTo(raw)).toBe('/cms'),
  )
})
