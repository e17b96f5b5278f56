import { describe, expect, it } from 'vitest'
import { dayListText, openingHoursText } from '../../../engine/dealers/opening-hours-text.js'
import { parseOpeningHours } from '../../../engine/dealers/parse-opening-hours.js'

describe('opening hours', () => {
  it('reads schema.org openingHours lines as rules', () => {
    expect(parseOpeningHours('Mo-Fr 08:30-17:30\nSa 09:00-13:00; Su,Th 10:00-12:00\n\n')).toEqual({
      rules: [
        { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:30', closes: '17:30' },
        { days: ['Sa'], opens: '09:00', closes: '13:00' },
        { days: ['Th', 'Su'], opens: '10:00', closes: '12:00' },
      ],
      errors: [],
    })
    expect(parseOpeningHours('Fr-Mo 10:00-14:00').rules[0]?.days).toEqual(['Mo', 'Fr', 'Sa', 'Su'])
  })

  it('names each line that does not read', () => {
    expect(parseOpeningHours('Weekdays 9-5\nMo 25:00-26:00\nTu 18:00-09:00').errors).toEqual([
      '"Weekdays 9-5" is not like "Mo-Fr 08:30-17:30"',
      '"Mo 25:00-26:00" is not like "Mo-Fr 08:30-17:30"',
      '"Tu 18:00-09:00" closes before it opens',
    ])
  })

  it('writes rules back as schema.org text, runs of three days or more as ranges', () => {
    expect(dayListText(['Sa', 'Mo', 'Tu', 'We'])).toBe('Mo-We,Sa')
    expect(dayListText(['Sa', 'Su'])).toBe('Sa,Su')
    expect(
      openingHoursText([
        { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:30', closes: '17:30' },
        { days: [], opens: '09:00', closes: '10:00' },
      ]),
    ).toEqual(['Mo-Fr 08:30-17:30'])
  })
})
