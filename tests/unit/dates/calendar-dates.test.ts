import { describe, expect, it } from 'vitest'
import { dateRefusal } from '../../../engine/dates/date-refusal.js'
import { dayNumber } from '../../../engine/dates/day-number.js'
import { firstChoosableDay } from '../../../engine/dates/first-choosable-day.js'
import { formatDatePattern } from '../../../engine/dates/format-date-pattern.js'
import { isoOfDay } from '../../../engine/dates/iso-of-day.js'
import { monthGrid } from '../../../engine/dates/month-grid.js'
import { moveDateByKey } from '../../../engine/dates/move-date-by-key.js'
import { parseDatePattern } from '../../../engine/dates/parse-date-pattern.js'
import { todayIso } from '../../../engine/dates/today-iso.js'
import { weekStart } from '../../../engine/dates/week-start.js'
import { weekdayOfDay } from '../../../engine/dates/weekday-of-day.js'

describe('calendar dates as day numbers', () => {
  it('reads real dates only, and round-trips', () => {
    expect(dayNumber('1970-01-01')).toBe(0)
    expect(dayNumber('2026-03-14')).toBe(20526)
    expect(isoOfDay(20526)).toBe('2026-03-14')
    expect(dayNumber('2028-02-29')).not.toBeNull()
    for (const bad of ['2026-02-29', '2026-13-01', '2026-3-14', '14/03/2026', '', undefined, null])
      expect(dayNumber(bad)).toBeNull()
  })

  it('knows the weekday (1970-01-01 was a Thursday) and the local date of today', () => {
    expect(weekdayOfDay(0)).toBe(4)
    expect(weekdayOfDay(dayNumber('2026-11-29')!)).toBe(0)
    expect(weekdayOfDay(-1)).toBe(3)
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})

describe('date patterns', () => {
  it.each([
    ['DD/MM/YYYY', '04/03/2026'],
    ['MM/DD/YYYY', '03/04/2026'],
    ['YYYY-MM-DD', '2026-03-04'],
    ['DD.MM.YYYY', '04.03.2026'],
  ] as const)('%s writes 4 March 2026 as %s and reads it back', (pattern, text) => {
    expect(formatDatePattern('2026-03-04', pattern)).toBe(text)
    expect(parseDatePattern(text, pattern)).toBe('2026-03-04')
  })

  it('takes one-digit days and months, other separators and Arabic-Indic digits', () => {
    expect(parseDatePattern('4/3/2026', 'DD/MM/YYYY')).toBe('2026-03-04')
    expect(parseDatePattern(' 4-3-2026 ', 'DD/MM/YYYY')).toBe('2026-03-04')
    expect(parseDatePattern('٠٤/٠٣/٢٠٢٦', 'DD/MM/YYYY')).toBe('2026-03-04')
  })

  it('refuses what is not a real date in the pattern', () => {
    for (const text of [
      '31/02/2026',
      '04/03/26',
      '2026/03/04',
      '04/03',
      'tomorrow',
      '4//3/2026',
      '<b>1/1/2026</b>',
    ])
      expect(parseDatePattern(text, 'DD/MM/YYYY'), text).toBeNull()
    expect(formatDatePattern('not a date', 'DD/MM/YYYY')).toBe('')
  })
})

describe('the calendar grid', () => {
  it('lays out November 2026 from Monday: the 1st is a Sunday, so six blank cells lead', () => {
    const weeks = monthGrid(2026, 11, 1)
    expect(weeks).toHaveLength(6)
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
  })

  it('starts on Sunday for Arabic and on Monday elsewhere', () => {
    expect(weekStart('ar')).toBe(0)
    expect(weekStart('ar-AE')).toBe(0)
    expect(weekStart('en')).toBe(1)
    expect(monthGrid(2026, 11, 0)[0]?.[0]).toBe('2026-11-01')
    expect(monthGrid(2026, 2, 0).flat().filter(Boolean)).toHaveLength(28)
  })
})

describe('moving the focused day by key', () => {
  const ltr = { rtl: false, weekStart: 1 }
  it.each([
    ['ArrowRight', '2026-03-15'],
    ['ArrowLeft', '2026-03-13'],
    ['ArrowDown', '2026-03-21'],
    ['ArrowUp', '2026-03-07'],
    ['Home', '2026-03-09'],
    ['End', '2026-03-15'],
    ['PageDown', '2026-04-14'],
    ['PageUp', '2026-02-14'],
  ])('%s from Saturday 14 March 2026 goes to %s', (key, to) => {
    expect(moveDateByKey('2026-03-14', key, ltr)).toBe(to)
  })

  it('swaps left and right in right to left, moves a year with Shift, keeps to the month end', () => {
    expect(moveDateByKey('2026-03-14', 'ArrowLeft', { rtl: true, weekStart: 0 })).toBe('2026-03-15')
    expect(moveDateByKey('2026-03-14', 'Home', { rtl: true, weekStart: 0 })).toBe('2026-03-08')
    expect(moveDateByKey('2026-03-14', 'PageDown', { ...ltr, shift: true })).toBe('2027-03-14')
    expect(moveDateByKey('2026-01-31', 'PageDown', ltr)).toBe('2026-02-28')
    expect(moveDateByKey('2026-12-31', 'PageDown', ltr)).toBe('2027-01-31')
    expect(moveDateByKey('2026-03-14', 'Enter', ltr)).toBeNull()
  })
})

describe('limits', () => {
  const limits = { min: '2026-11-23', max: '2027-11-23', disabledWeekdays: [0] }
  it('names why a date cannot be chosen', () => {
    expect(dateRefusal('2026-11-24', limits)).toBeNull()
    expect(dateRefusal('2026-11-22', limits)).toBe('before_min')
    expect(dateRefusal('2027-11-24', limits)).toBe('after_max')
    expect(dateRefusal('2026-11-29', limits)).toBe('disabled_day')
    expect(dateRefusal('29/11/2026', limits)).toBe('invalid')
  })

  it('opens the calendar on the first day that can be chosen', () => {
    expect(firstChoosableDay('2026-11-22', limits)).toBe('2026-11-23')
    expect(firstChoosableDay('2026-11-29', limits)).toBe('2026-11-30')
    expect(firstChoosableDay('2026-11-29', { disabledWeekdays: [0, 1, 2, 3, 4, 5, 6] })).toBe('2026-11-29')
  })
})
