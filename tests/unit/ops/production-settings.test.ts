import { describe, expect, it } from 'vitest'
import { AuthConfigError, authSettingsFromEnv } from '../../../server/auth/auth-settings.js'
import { formsOptionsFromEnv } from '../../../server/forms/forms-options-from-env.js'
import { OutboundHttp } from '../../../server/http/outbound/outbound-http.js'
import { phoneCodeSecretFromEnv } from '../../../server/orders/phone-code-secret-from-env.js'
import { phoneVerifierFromEnv } from '../../../server/payments/phone-verifier-from-env.js'
import { runModeFromEnv } from '../../../server/ops/run-mode.js'
import { strictSettingsProblems } from '../../../server/ops/strict-settings-problems.js'
import { TrustProxyError, trustProxyFromEnv } from '../../../server/ops/trust-proxy.js'
import { trustProxyProblem } from '../../../server/ops/trust-proxy-problem.js'

const STRONG = 'k3J9vQx2pL7mW4nR8tY1zB6cF0hD5gS9aE2uI7oP'
const production = {
  NODE_ENV: 'production',
  OIDC_ISSUER: 'https://id.example',
  OIDC_CLIENT_ID: 'cms',
  OIDC_CLIENT_SECRET: 'client-secret',
  SESSION_SECRET: STRONG,
  PUBLIC_URL: 'https://cms.example',
  RECAPTCHA_SECRET: 'recaptcha-secret',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token',
  TWILIO_VERIFY_SERVICE_SID: 'VA0123456789abcdef0123456789abcdef',
}

describe('run mode', () => {
  it.each([
    [{}, { production: false, demo: false, strict: false }],
    [{ NODE_ENV: 'production' }, { production: true, demo: false, strict: true }],
    [
      { NODE_ENV: 'production', DEMO: '1' },
      { production: true, demo: true, strict: false },
    ],
    [{ DEMO: 'true' }, { production: false, demo: true, strict: false }],
  ])('%j', (env, mode) => expect(runModeFromEnv(env)).toEqual(mode))
})

describe('strict production settings', () => {
  it('accepts a complete configuration', () => {
    expect(authSettingsFromEnv(production, 3000)).toMatchObject({ production: true, sessionSecret: STRONG })
  })

  it.each(['a', 'short-secret', 'x'.repeat(40), 'changeme', 'development-only-session-secret'])(
    'refuses SESSION_SECRET=%s',
    (secret) => {
      expect(() => authSettingsFromEnv({ ...production, SESSION_SECRET: secret }, 3000)).toThrow(
        /SESSION_SECRET must be at least 32/,
      )
    },
  )

  it('refuses to start without RECAPTCHA_SECRET, and never falls back to the local verifier', () => {
    const env = { ...production, RECAPTCHA_SECRET: undefined }
    expect(() => authSettingsFromEnv(env, 3000)).toThrow(AuthConfigError)
    expect(() => authSettingsFromEnv(env, 3000)).toThrow(/RECAPTCHA_SECRET is required/)
    expect(() => formsOptionsFromEnv(env, '/tmp/forms')).toThrow(/needs RECAPTCHA_SECRET/)
  })

  it('DEMO=1 runs production React with the demo stand-ins and a random session secret', () => {
    const a = authSettingsFromEnv({ NODE_ENV: 'production', DEMO: '1' }, 3000)
    const b = authSettingsFromEnv({ NODE_ENV: 'production', DEMO: '1' }, 3000)
    expect(a.production).toBe(false)
    expect(a.oidc).toBeUndefined()
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32)
    expect(a.sessionSecret).not.toBe(b.sessionSecret)
    expect(
      formsOptionsFromEnv({ NODE_ENV: 'production', DEMO: '1' }, '/tmp/forms').captcha.constructor.name,
    ).toBe('LocalCaptchaVerifier')
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['1', 1],
    ['2', 2],
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, loopback', '10.0.0.0/8, loopback'],
    [' 0 ', 0],
    ['10.0.0.0/255.0.0.0,linklocal,uniquelocal', '10.0.0.0/255.0.0.0,linklocal,uniquelocal'],
    ['2001:db8::/32, ::1', '2001:db8::/32, ::1'],
    ['192.168.1.10', '192.168.1.10'],
  ])('%j', (value, expected) => expect(trustProxyFromEnv(value)).toEqual(expected))

  // Each of these Express either misreads silently ("1, 2" trusts 0.0.0.1 and 0.0.0.2) or stops on with
  // "invalid IP address" without naming the setting.
  it.each([
    ['1, 2', '"1"'],
    ['TRUE', '"TRUE"'],
    ['yes', '"yes"'],
    ['-1', '"-1"'],
    ['1.5', '"1.5"'],
    ['127.1', '"127.1"'],
    ['0x7f.1', '"0x7f.1"'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['::1/129', '"::1/129"'],
    ['10.0.0.0/255.0.255.0', '"10.0.0.0/255.0.255.0"'],
    ['loopback,,10.0.0.1', 'empty entry'],
    ['"loopback"', '""loopback""'],
    ['loopback, true', '"true"'],
    ['8080', 'hop count above 32'],
  ])('refuses %j, naming the wrong value', (value, named) => {
    const problem = trustProxyProblem(value)
    expect(problem).toContain('TRUST_PROXY')
    expect(problem).toContain(named)
    expect(() => trustProxyFromEnv(value)).toThrow(TrustProxyError)
    expect(() => trustProxyFromEnv(value)).toThrow(problem)
  })

  it('is one of the strict settings problems', () => {
    expect(strictSettingsProblems({ ...production, TRUST_PROXY: '1, 2' })).toEqual([
      expect.stringContaining('TRUST_PROXY="1, 2": "1" is not an IP address'),
    ])
    expect(strictSettingsProblems({ ...production, TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toEqual([])
    expect(() => authSettingsFromEnv({ ...production, TRUST_PROXY: 'TRUE' }, 3000)).toThrow(
      /TRUST_PROXY="TRUE"/,
    )
  })
})

describe('phone verification settings', () => {
  const phone = (env: NodeJS.ProcessEnv) =>
    phoneVerifierFromEnv(env, { dataDir: '/tmp/phone', outbound: new OutboundHttp() })

  it('refuses strict production without Twilio Verify, naming each missing setting', () => {
    const env = { ...production, TWILIO_AUTH_TOKEN: undefined, TWILIO_VERIFY_SERVICE_SID: '' }
    expect(() => authSettingsFromEnv(env, 3000)).toThrow(AuthConfigError)
    expect(() => authSettingsFromEnv(env, 3000)).toThrow(
      /TWILIO_AUTH_TOKEN, TWILIO_VERIFY_SERVICE_SID are required: phone verification/,
    )
    const none = {
      ...production,
      TWILIO_ACCOUNT_SID: '',
      TWILIO_AUTH_TOKEN: '',
      TWILIO_VERIFY_SERVICE_SID: '',
    }
    expect(() => phone(none)).toThrow(/local phone verifier is for DEMO=1 only/)
  })

  it('uses Twilio Verify when configured, the local verifier otherwise outside strict production', () => {
    expect(phone(production).name).toBe('twilio')
    expect(phone({ NODE_ENV: 'production', DEMO: '1' }).name).toBe('local')
    expect(phone({}).name).toBe('local')
  })

  it('never falls back to the local verifier on half a Twilio configuration', () => {
    expect(() => phone({ TWILIO_ACCOUNT_SID: production.TWILIO_ACCOUNT_SID })).toThrow(
      /needs TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID too/,
    )
  })

  it('keys the codes’ HMACs by PHONE_CODE_SECRET, else SESSION_SECRET, else per start', () => {
    expect(phoneCodeSecretFromEnv({ PHONE_CODE_SECRET: 'p' })).toEqual(Buffer.from('p'))
    const derived = phoneCodeSecretFromEnv({ SESSION_SECRET: STRONG })
    expect(derived).toEqual(phoneCodeSecretFromEnv({ SESSION_SECRET: STRONG }))
    expect(derived.toString('utf8')).not.toContain(STRONG)
    expect(phoneCodeSecretFromEnv({})).not.toEqual(phoneCodeSecretFromEnv({}))
  })
})
