import { describe, expect, it } from 'vitest'
import { redirectLoop } from '../../engine/redirects/redirect-loop.js'
import { redirectTargetPath } from '../../engine/redirects/redirect-target-path.js'
import { validateRedirectInput } from '../../engine/redirects/validate-redirect-input.js'

const map = (pairs: [string, string][]) => new Map(pairs)

describe('redirectLoop', () => {
  it.each([
    {
      why: 'a redirect back to where it came from',
      edges: [['/b', '/a']],
      from: '/a',
      to: '/b',
      loop: ['/a', '/b', '/a'],
    },
    { why: 'a redirect to itself', edges: [], from: '/a', to: '/a', loop: ['/a', '/a'] },
    {
      why: 'a longer loop through the new redirect',
      edges: [
        ['/b', '/c'],
        ['/c', '/a'],
      ],
      from: '/a',
      to: '/b',
      loop: ['/a', '/b', '/c', '/a'],
    },
    {
      why: 'a chain that runs into an older loop',
      edges: [
        ['/b', '/c'],
        ['/c', '/b'],
      ],
      from: '/a',
      to: '/b',
      loop: ['/a', '/b', '/c', '/b'],
    },
    { why: 'a chain that ends on a page', edges: [['/b', '/c']], from: '/a', to: '/b', loop: null },
    {
      why: 'the redirect it replaces does not count',
      edges: [
        ['/a', '/b'],
        ['/b', '/c'],
      ],
      from: '/a',
      to: '/c',
      loop: null,
    },
  ] as { why: string; edges: [string, string][]; from: string; to: string; loop: string[] | null }[])(
    '$why',
    ({ edges, from, to, loop }) => {
      expect(redirectLoop(map(edges), from, to)).toEqual(loop)
    },
  )

  it('ends at a target outside the site', () => {
    expect(redirectLoop(map([['/b', '/a']]), '/a', null)).toBeNull()
  })
})

describe('redirectTargetPath', () => {
  it.each([
    ['/offers/?utm=x#top', '/offers'],
    ['/', '/'],
    ['https://localhost/a/b/', '/a/b'],
    ['https://LOCALHOST/a', '/a'],
    ['https://www.example.com/a', null],
    ['not a url', null],
  ])('%s → %s', (target, path) => {
    expect(redirectTargetPath(target, ['localhost'])).toBe(path)
  })
})

describe('validateRedirectInput', () => {
  it('defaults the code to 301 (001 §9) and the link type from the target', () => {
    expect(validateRedirectInput({ path: '/a', to: '/b' })).toEqual({
      ok: true,
      value: {
        path: '/a',
        to: '/b',
        http_code: 301,
        link_type: 'internal',
        link_new_window: false,
        title: 'Redirect to /b',
      },
    })
    const external = validateRedirectInput({ path: '/a', to: 'https://x.example.com' })
    expect(external.ok && external.value.link_type).toBe('external')
  })

  it.each([
    [{ path: '/a', to: 'javascript:alert(1)' }, 'to'],
    [{ path: '/a', to: 'mailto:a@b.c' }, 'to'],
    [{ path: '/admin', to: '/' }, 'path'],
    [{ path: '/a\u0000', to: '/' }, 'path'],
    [{ path: '/a', to: '/', http_code: 303 }, 'http_code'],
    [null, 'body'],
  ])('refuses %j naming %s', (body, field) => {
    const result = validateRedirectInput(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.map((e) => e.field)).toContain(field)
  })
})
