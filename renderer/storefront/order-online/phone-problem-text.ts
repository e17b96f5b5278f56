import { fill } from '../../html/fill.js'
import type { ApiProblem } from './buy-online-client.js'
import type { OrderOnlineLabels } from './order-online-labels.js'

interface Detail {
  field?: unknown
  reason?: unknown
  example?: unknown
  countries?: unknown
  remaining_attempts?: unknown
  retry_after_seconds?: unknown
}

// Keeps a number or a list of codes left to right inside an Arabic sentence (an isolate, not a mark).
const isolate = (text: string) => `\u2066${text}\u2069`

/** "Australia, the UAE or Egypt" in the page's language, from the API's country codes. */
function countryList(codes: string[], locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' })
    const list = new Intl.ListFormat(locale, { type: 'disjunction' })
    return list.format(codes.map((code) => names.of(code) ?? code))
  } catch {
    return codes.join(', ')
  }
}

/**
 * The sentence the phone field shows, in the shopper's language, for an API error of create_verification
 * (`step` send) or check_verification (`step` check): the API's English texts are for developers, so each
 * case is worded from its code and its details (reason, example, countries, tries left, Retry-After).
 */
export function phoneProblemText(
  problem: ApiProblem,
  labels: OrderOnlineLabels,
  locale: string,
  step: 'send' | 'check',
): string {
  const details: Detail[] = Array.isArray(problem.details) ? (problem.details as Detail[]) : []
  const detail = details[0] ?? {}
  // No-break spaces: an example number is never broken over two lines.
  const example = typeof detail.example === 'string' ? isolate(detail.example.replace(/ /g, '\u00a0')) : null
  const seconds = typeof detail.retry_after_seconds === 'number' ? detail.retry_after_seconds : 600
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  switch (problem.code) {
    case 'validation_failed':
      if (detail.field === 'phone_number')
        switch (detail.reason) {
          case 'required':
            return fill(labels.required, { field: labels.phone })
          case 'too_long':
            return labels.phoneTooLong
          case 'characters':
            return labels.phoneCharacters
          case 'country':
            return Array.isArray(detail.countries) && detail.countries.length
              ? fill(labels.phoneCountry, { countries: countryList(detail.countries.map(String), locale) })
              : labels.phoneInvalid
          case 'not_mobile':
            return example ? fill(labels.phoneNotMobileExample, { example }) : labels.phoneNotMobile
          default:
            return example ? fill(labels.phoneInvalidExample, { example }) : labels.phoneInvalid
        }
      if (detail.field === 'code') {
        if (typeof detail.remaining_attempts !== 'number') return labels.codeFormat
        return detail.remaining_attempts > 0
          ? fill(labels.codeWrong, { count: detail.remaining_attempts })
          : labels.codeWrongLast
      }
      return labels.error
    case 'rate_limited':
      if (detail.field !== 'phone_number') return fill(labels.tooManyFromAddress, { minutes })
      return fill(step === 'send' ? labels.tooManyForNumber : labels.tooManyChecks, { minutes })
    case 'sms_budget_spent':
      return fill(labels.smsBudgetSpent, { minutes })
    case 'phone_verifier_unavailable':
      return labels.smsUnavailable
    case 'verification_expired':
      return labels.codeExpired
    case 'attempts_exhausted':
      return labels.codeExhausted
    case 'verification_used':
      return labels.codeUsed
    case 'verification_not_found':
      return labels.codeNotFound
    default:
      return labels.error
  }
}
