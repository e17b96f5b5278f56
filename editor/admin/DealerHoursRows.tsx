import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'
import { WEEK_DAYS, type OpeningHoursRule, type WeekDay } from '../../engine/dealers/opening-hours.js'
import { RETAILER_LABELS } from '../../renderer/storefront/retailers/retailer-labels.js'
import { Button } from '../ui/Button.js'
import { DealerField } from './DealerField.js'
import { DealerFieldError, invalidProps } from './DealerFieldError.js'

/** A retailer's opening hours as rows: the days each applies to, and when it opens and closes. */
export function DealerHoursRows({
  rows,
  errors,
  onChange,
}: {
  rows: readonly OpeningHoursRule[]
  errors: readonly Problem[]
  onChange: (rows: OpeningHoursRule[]) => void
}) {
  const set = (i: number, change: Partial<OpeningHoursRule>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)))
  const toggle = (i: number, day: WeekDay, on: boolean) => {
    const days = new Set(rows[i]?.days ?? [])
    if (on) days.add(day)
    else days.delete(day)
    set(i, { days: WEEK_DAYS.filter((d) => days.has(d)) })
  }
  return (
    <fieldset className="dealer-form__group">
      <legend>Opening hours</legend>
      {rows.map((row, i) => (
        <div key={i} className="dealer-form__row" role="group" aria-label={`Opening hours ${i + 1}`}>
          <fieldset className="dealer-form__days" {...invalidProps(`opening_hours.${i}.days`, errors)}>
            <legend>Days</legend>
            {WEEK_DAYS.map((day) => (
              <label key={day} className="admin-check">
                <input
                  type="checkbox"
                  checked={row.days.includes(day)}
                  onChange={(e) => toggle(i, day, e.target.checked)}
                />
                {RETAILER_LABELS.days[day]}
              </label>
            ))}
            <DealerFieldError field={`opening_hours.${i}.days`} errors={errors} />
          </fieldset>
          <DealerField label="Opens" field={`opening_hours.${i}.opens`} errors={errors}>
            {(control) => (
              <input
                {...control}
                type="time"
                value={row.opens}
                onChange={(e) => set(i, { opens: e.target.value })}
              />
            )}
          </DealerField>
          <DealerField label="Closes" field={`opening_hours.${i}.closes`} errors={errors}>
            {(control) => (
              <input
                {...control}
                type="time"
                value={row.closes}
                onChange={(e) => set(i, { closes: e.target.value })}
              />
            )}
          </DealerField>
          <Button
            aria-label={`Remove opening hours ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        disabled={rows.length >= 14}
        onClick={() =>
          onChange([...rows, { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' }])
        }
      >
        Add opening hours
      </Button>
    </fieldset>
  )
}
