import { useEffect, useRef, useState } from 'react'
import type { DatePattern } from '../../../engine/dates/date-pattern.js'
import type { DateLimits } from '../../../engine/dates/date-refusal.js'
import { dayNumber } from '../../../engine/dates/day-number.js'
import { formatDatePattern } from '../../../engine/dates/format-date-pattern.js'
import { parseDatePattern } from '../../../engine/dates/parse-date-pattern.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import { classNames } from '../../html/class-names.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { CalendarPopup } from './calendar-popup.js'
import type { RentACarText } from './rent-a-car-text.js'

/**
 * A date field: a text box that takes a typed date in the block's pattern (its format shown as a hint),
 * and a button that opens a calendar. The value is a calendar date ("2026-03-14") once what was typed or
 * picked is a real date, else the text as typed, so the step's rules can tell empty from mistyped.
 * The calendar closes on Escape, on a pick and on a click outside it; focus goes back to its button.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  error,
  limits,
  pattern,
  today,
  locale,
  rtl,
  weekStart,
  text,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  limits: DateLimits
  pattern: DatePattern
  today: string
  locale: string
  rtl: boolean
  weekStart: number
  text: RentACarText
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const valid = dayNumber(value) !== null
  const shown = valid ? formatDatePattern(value, pattern) : value

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const close = () => {
    setOpen(false)
    opener.current?.focus()
  }
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div
      ref={root}
      className={classNames('lead-form__field', 'date-field', error && 'lead-form__field--invalid')}
    >
      <label className="lead-form__label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <p className="lead-form__help" id={hintId}>
        {fillPlaceholders(text.date_hint, { example: formatDatePattern(today, pattern) })}
      </p>
      <div className="date-field__control">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={classNames(hintId, error && errorId)}
          onChange={(event) => onChange(parseDatePattern(event.target.value, pattern) ?? event.target.value)}
        />
        <button
          ref={opener}
          type="button"
          className="date-field__open"
          aria-label={fillPlaceholders(text.choose_date, { label })}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-calendar` : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <ControlIcon name="calendar" />
        </button>
      </div>
      {open ? (
        <CalendarPopup
          id={`${id}-calendar`}
          label={`${text.calendar}: ${label}`}
          selected={valid ? value : null}
          today={today}
          limits={limits}
          locale={locale}
          rtl={rtl}
          weekStart={weekStart}
          texts={{ previousMonth: text.previous_month, nextMonth: text.next_month }}
          onPick={(iso) => {
            onChange(iso)
            close()
          }}
          onClose={close}
        />
      ) : null}
      {error ? (
        <p className="lead-form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
