import { describe, expect, it } from 'vitest'
import { policyWithoutNonce } from '../../server/http/policy-without-nonce.js'

const POLICY =
  "default-src 'self';script-src 'self' 'nonce-abc' https://www.google.com/recaptcha/;style-src 'self' 'nonce-abc';style-src-attr 'unsafe-inline';object-src 'none'"

describe('policyWithoutNonce', () => {
  it("puts the page's hashes and URLs where the nonce was, and changes nothing else", () => {
    expect(
      policyWithoutNonce(POLICY, 'abc', {
        scriptSources: ["'sha256-AAA='", 'https://tags.example.com/t.js'],
        styleSources: ["'sha256-BBB='"],
      }),
    ).toBe(
      "default-src 'self';script-src 'self' 'sha256-AAA=' https://tags.example.com/t.js https://www.google.com/recaptcha/;style-src 'self' 'sha256-BBB=';style-src-attr 'unsafe-inline';object-src 'none'",
    )
  })

  it('leaves only the other sources when the page has no inline script or style', () => {
    expect(policyWithoutNonce(POLICY, 'abc', { scriptSources: [], styleSources: [] })).toBe(
      "default-src 'self';script-src 'self' https://www.google.com/recaptcha/;style-src 'self';style-src-attr 'unsafe-inline';object-src 'none'",
    )
  })
})
