import { describe, expect, it } from 'vitest'
import { queryDate } from '../../../server/forms/query-date.js'
import { csvCell } from '../../../server/jobs/csv-cell.js'

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+61 400', "'+61 400"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })
})

describe('queryDate', () => {
  it.each([
    ['2026-05-31', false, '2026-05-31T00:00:00.000Z'],
    ['2026-05-31', true, '2026-05-31T23:59:59.999Z'],
    ['2026-05-31T10:00', false, '2026-05-31T10:00:00.000Z'],
    ['2026-05-31T10:00:00+04:00', false, '2026-05-31T06:00:00.000Z'],
    ['2026-05-31T10:00:00.5Z', true, '2026-05-31T10:00:00.500Z'],
  ])('%s (end of day %s) → %s', (value, endOfDay, expected) => {
    expect(queryDate('p', value, endOfDay)).toBe(expected)
  })

  it.each(['yesterday', '2026-13-01', '2026-02-30', '31/05/2026', '2026-05-31T25:00'])(
    'refuses %s naming the parameter',
    (value) => {
      expect(() => queryDate('filter[created_at_gteq]', value)).toThrowError(
        expect.objectContaining({
          status: 400,
          details: [expect.objectContaining({ parameter: 'filter[created_at_gteq]' })],
        }),
      )
    },
  )

  it('takes an absent value as no filter', () => {
    expect(queryDate('p', undefined)).toBeUndefined()
    expect(queryDate('p', '')).toBeUndefined()
  })
})
