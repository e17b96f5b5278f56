import { describe, expect, it } from 'vitest'
import {
  CAMPAIGN_COOKIE_NAME,
  CAMPAIGN_PARAMS,
  campaignCookie,
} from '../../../engine/rules/campaign-cookie.js'

describe('campaignCookie (001 §2)', () => {
  it('names the cookie and parameters of the spec', () => {
    expect(CAMPAIGN_COOKIE_NAME).toBe('__gtm_campaign_url')
    expect(CAMPAIGN_PARAMS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'utm_id',
      'gclid',
    ])
  })

  it.each<[string, string | null]>([
    ['', null],
    ['?', null],
    ['?page=2&sort=price', null],
    ['?utm_source=google', 'utm_source=google'],
    ['utm_source=google', 'utm_source=google'],
    ['?gclid=abc123&utm_source=google&page=2', 'utm_source=google&gclid=abc123'],
    [
      '?utm_id=7&utm_content=hero&utm_term=defender&utm_campaign=summer&utm_medium=cpc&utm_source=google&gclid=x',
      'utm_source=google&utm_medium=cpc&utm_campaign=summer&utm_term=defender&utm_content=hero&utm_id=7&gclid=x',
    ],
    ['?utm_campaign=summer+sale%202026', 'utm_campaign=summer%20sale%202026'],
    ['?utm_source=&utm_medium=email', 'utm_medium=email'],
    ['?utm_source=a&utm_source=b', 'utm_source=a'],
    ['?utm_source=%E0%A4%A', 'utm_source=%25E0%25A4%25A'],
    ['?UTM_SOURCE=google', null],
  ])('%j', (search, value) => {
    expect(campaignCookie(search)).toEqual(
      value === null ? null : { name: '__gtm_campaign_url', value, path: '/' },
    )
  })
})
