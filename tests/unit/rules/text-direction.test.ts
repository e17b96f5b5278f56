import { describe, expect, it } from 'vitest'
import { textDirection } from '../../../engine/rules/text-direction.js'

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-AE', 'rtl'],
    ['AR_sa', 'rtl'],
    ['he', 'rtl'],
    ['en', 'ltr'],
    ['en-AU', 'ltr'],
    ['arn', 'ltr'],
    ['', 'ltr'],
    [undefined, 'ltr'],
  ] as const)('%s reads %s', (locale, dir) => expect(textDirection(locale)).toBe(dir))
})
