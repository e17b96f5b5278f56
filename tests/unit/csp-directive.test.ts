import type { Response } from 'express'
import { describe, expect, it } from 'vitest'
import { changeCspDirective } from '../../server/http/csp-directive.js'

/** Just the header calls changeCspDirective makes. */
function response(policy: string | undefined) {
  const headers = new Map<string, string>(policy ? [['Content-Security-Policy', policy]] : [])
  const res = {
    getHeader: (name: string) => headers.get(name),
    setHeader: (name: string, value: string) => headers.set(name, value),
  } as unknown as Response
  return { res, policy: () => headers.get('Content-Security-Policy') }
}

const POLICY =
  "default-src 'self';style-src 'self' 'nonce-abc';style-src-attr 'unsafe-inline';form-action 'self'"

describe('changeCspDirective', () => {
  it('changes the named directive only (style-src, not style-src-attr)', () => {
    const { res, policy } = response(POLICY)
    changeCspDirective(res, 'style-src', () => ["'self'", "'unsafe-inline'"])
    expect(policy()).toBe(
      "default-src 'self';style-src 'self' 'unsafe-inline';style-src-attr 'unsafe-inline';form-action 'self'",
    )
  })

  it('adds sources to what a directive has, or adds the directive', () => {
    const { res, policy } = response(POLICY)
    changeCspDirective(res, 'form-action', (s) => [...s, 'https://id.example'])
    changeCspDirective(res, 'frame-src', () => ['https://www.youtube-nocookie.com'])
    expect(policy()).toContain("form-action 'self' https://id.example")
    expect(policy()).toMatch(/;frame-src https:\/\/www\.youtube-nocookie\.com$/)
  })

  it('leaves a response without a policy alone', () => {
    const { res, policy } = response(undefined)
    changeCspDirective(res, 'style-src', () => ["'unsafe-inline'"])
    expect(policy()).toBeUndefined()
  })
})
