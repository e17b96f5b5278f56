import { describe, expect, it } from 'vitest'
import type { ApiProblem } from '../../../renderer/storefront/order-online/buy-online-client.js'
import { orderOnlineLabels } from '../../../renderer/storefront/order-online/order-online-labels.js'
import { phoneProblemText } from '../../../renderer/storefront/order-online/phone-problem-text.js'

const problem = (status: number, code: string, details: unknown[] = []): ApiProblem => ({
  status,
  code,
  message: 'The API’s English text, never shown',
  fields: {},
  details,
})
const phone = (reason: string, extra: Record<string, unknown> = {}) =>
  problem(422, 'validation_failed', [{ field: 'phone_number', message: 'x', reason, ...extra }])
// The isolates keep a number left to right inside an Arabic sentence; they are invisible.
const visible = (text: string) => text.replace(/[\u2066\u2069]/g, '').replace(/\u00a0/g, ' ')

describe('phoneProblemText', () => {
  const en = (p: ApiProblem, step: 'send' | 'check' = 'send') =>
    visible(phoneProblemText(p, orderOnlineLabels('en'), 'en', step))
  const ar = (p: ApiProblem, step: 'send' | 'check' = 'send') =>
    visible(phoneProblemText(p, orderOnlineLabels('ar'), 'ar', step))

  it('words each refused number in English and Arabic', () => {
    expect(en(phone('not_mobile', { example: '0412 345 678' }))).toBe(
      'This is a landline or service number, which cannot receive text messages. Enter a mobile number, such as 0412 345 678.',
    )
    expect(ar(phone('not_mobile', { example: '0412 345 678' }))).toBe(
      'هذا رقم هاتف أرضي أو رقم خدمة لا يستقبل الرسائل النصية. أدخل رقم جوال، مثل 0412 345 678.',
    )
    expect(en(phone('country', { countries: ['AU'] }))).toBe(
      'We can send codes only to mobile numbers from Australia.',
    )
    expect(en(phone('country', { countries: ['AU', 'AE'] }))).toBe(
      'We can send codes only to mobile numbers from Australia or United Arab Emirates.',
    )
    expect(ar(phone('country', { countries: ['AU', 'AE'] }))).toMatch(
      /^لا يمكننا إرسال الرموز إلا إلى أرقام الجوال في: أستراليا أو الإمارات/,
    )
    expect(en(phone('invalid', { example: '0412 345 678' }))).toMatch(/write it like 0412 345 678\.$/)
    expect(en(phone('invalid'))).toBe('This is not a valid mobile number. Check the digits.')
    expect(en(phone('characters'))).toMatch(/^A phone number can hold only digits/)
    expect(ar(phone('characters'))).toMatch(/^يمكن أن يحتوي رقم الهاتف/)
    expect(en(phone('too_long'))).toBe('This phone number is too long.')
    expect(en(phone('required'))).toBe('Mobile phone is required')
    expect(ar(phone('required'))).toBe('رقم الجوال مطلوب')
  })

  it('says when to try again after a limit or the hour’s budget', () => {
    const limited = (field: string) =>
      problem(429, 'rate_limited', [{ field, message: 'try again later', retry_after_seconds: 125 }])
    expect(en(limited('phone_number'))).toBe(
      'Too many codes were sent to this number. Try again in 3 minutes.',
    )
    expect(en(limited('phone_number'), 'check')).toBe(
      'Too many codes were tried for this number. Try again in 3 minutes.',
    )
    expect(en(limited(''))).toBe('Too many tries from your connection. Try again in 3 minutes.')
    const spent = problem(429, 'sms_budget_spent', [{ field: '', retry_after_seconds: 1800 }])
    expect(en(spent)).toBe('We cannot send more text messages just now. Try again in 30 minutes.')
    expect(ar(spent)).toBe('لا يمكننا إرسال المزيد من الرسائل النصية الآن. حاول مرة أخرى بعد 30 دقيقة.')
    expect(en(problem(503, 'phone_verifier_unavailable'))).toMatch(/^Text messages cannot be sent right now/)
  })

  it('words the code’s refusals', () => {
    const wrong = (remaining: number) =>
      problem(422, 'validation_failed', [{ field: 'code', message: 'x', remaining_attempts: remaining }])
    expect(en(wrong(3), 'check')).toBe('That is not the code we sent. Tries left: 3.')
    expect(ar(wrong(3), 'check')).toBe('هذا ليس الرمز الذي أرسلناه. المحاولات المتبقية: 3.')
    expect(en(wrong(0), 'check')).toMatch(/no tries are left/)
    expect(en(problem(422, 'validation_failed', [{ field: 'code', message: 'x' }]), 'check')).toBe(
      'The code is the 4 to 10 digits in the text message.',
    )
    expect(en(problem(410, 'verification_expired'), 'check')).toBe(
      'This code has expired. Ask for a new code.',
    )
    expect(en(problem(429, 'attempts_exhausted'), 'check')).toMatch(/^Too many wrong codes/)
    expect(en(problem(409, 'verification_used'), 'check')).toMatch(/already verified/)
    expect(en(problem(404, 'verification_not_found'), 'check')).toMatch(/^No code was sent/)
    expect(en(problem(0, 'network'))).toBe('Something went wrong. Please try again.')
  })
})
