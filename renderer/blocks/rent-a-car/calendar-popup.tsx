import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { dateRefusal, type DateLimits } from '../../../engine/dates/date-refusal.js'
import { dayNumber } from '../../../engine/dates/day-number.js'
import { firstChoosableDay } from '../../../engine/dates/first-choosable-day.js'
import { monthGrid } from '../../../engine/dates/month-grid.js'
import { moveDateByKey } from '../../../engine/dates/move-date-by-key.js'
import { classNames } from '../../html/class-names.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { calendarNames } from './calendar-names.js'

/**
 * The calendar of a date field (WAI-ARIA APG "date picker dialog"): a month grid whose one focusable day
 * moves with the arrows (left and right follow the reading direction), Home/End (week), Page Up/Down
 * (month; with Shift, year); Enter or a click picks a day, Escape closes without picking. Days the limits
 * refuse (before the first date, after the last, a closed weekday) are marked unavailable and cannot be
 * picked, and the month is announced as it changes.
 */
export function CalendarPopup({
  id,
  label,
  selected,
  today,
  limits,
  locale,
  rtl,
  weekStart,
  texts,
  onPick,
  onClose,
}: {
  id: string
  /** The dialog's accessible name ("Pick-up date"). */
  label: string
  selected: string | null
  today: string
  limits: DateLimits
  locale: string
  rtl: boolean
  weekStart: number
  texts: { previousMonth: string; nextMonth: string }
  onPick: (iso: string) => void
  onClose: () => void
}) {
  const names = calendarNames(locale)
  // The chosen day, else the first day that can be chosen from today on.
  const [focused, setFocused] = useState(() => selected ?? firstChoosableDay(today, limits))
  const grid = useRef<HTMLTableElement>(null)
  const [year, month] = focused.split('-').map(Number) as [number, number]
  const monthStart = `${focused.slice(0, 7)}-01`
  const weeks = monthGrid(year, month, weekStart)
  const minMonth = limits.min?.slice(0, 7)
  const maxMonth = limits.max?.slice(0, 7)

  // The focused day takes focus whenever it moves (and when the calendar opens).
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const shiftMonth = (by: number) =>
    setFocused(
      (current) => moveDateByKey(current, by < 0 ? 'PageUp' : 'PageDown', { rtl, weekStart }) ?? current,
    )

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveDateByKey(focused, event.key, { rtl, weekStart, shift: event.shiftKey })
    if (!next) return
    event.preventDefault()
    setFocused(next)
  }

  const weekdayOrder = Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7)
  const todayNumber = dayNumber(today)
  return (
    <div
      className="calendar"
      role="dialog"
      aria-modal="false"
      aria-label={label}
      id={id}
      onKeyDown={(event) => {
        // Escape closes the calendar only, not the overlay around it (its listener is on the document).
        if (event.key === 'Escape') {
          event.stopPropagation()
          onClose()
        }
      }}
    >
      <div className="calendar__header">
        <button
          type="button"
          className="calendar__nav"
          aria-label={texts.previousMonth}
          disabled={Boolean(minMonth && monthStart.slice(0, 7) <= minMonth)}
          onClick={() => shiftMonth(-1)}
        >
          <ControlIcon name="chevron-prev" className="icon--directional" />
        </button>
        <p className="calendar__month" id={`${id}-month`} aria-live="polite">
          {names.month(monthStart)}
        </p>
        <button
          type="button"
          className="calendar__nav"
          aria-label={texts.nextMonth}
          disabled={Boolean(maxMonth && monthStart.slice(0, 7) >= maxMonth)}
          onClick={() => shiftMonth(1)}
        >
          <ControlIcon name="chevron-next" className="icon--directional" />
        </button>
      </div>
      <table
        className="calendar__grid"
        role="grid"
        aria-labelledby={`${id}-month`}
        ref={grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayOrder.map((weekday) => (
              <th key={weekday} scope="col" abbr={names.weekdays[weekday]?.long}>
                {names.weekdays[weekday]?.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((iso, d) =>
                iso ? (
                  <td key={iso} aria-selected={iso === selected}>
                    <DayButton
                      iso={iso}
                      name={names.day(iso)}
                      focusable={iso === focused}
                      selected={iso === selected}
                      today={dayNumber(iso) === todayNumber}
                      unavailable={dateRefusal(iso, limits) !== null}
                      onPick={onPick}
                    />
                  </td>
                ) : (
                  <td key={`${w}-${d}`} aria-hidden="true" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DayButton({
  iso,
  name,
  focusable,
  selected,
  today,
  unavailable,
  onPick,
}: {
  iso: string
  name: string
  focusable: boolean
  selected: boolean
  today: boolean
  unavailable: boolean
  onPick: (iso: string) => void
}) {
  return (
    <button
      type="button"
      data-date={iso}
      tabIndex={focusable ? 0 : -1}
      aria-label={name}
      aria-disabled={unavailable || undefined}
      aria-current={today ? 'date' : undefined}
      className={classNames(
        'calendar__day',
        selected && 'calendar__day--selected',
        today && 'calendar__day--today',
        unavailable && 'calendar__day--unavailable',
      )}
      onClick={() => {
        if (!unavailable) onPick(iso)
      }}
    >
      {Number(iso.slice(8))}
    </button>
  )
}
