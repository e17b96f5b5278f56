import { visibilityNow } from '../../../engine/visibility/visibility-now.js'
import type { WidgetProps } from '../widget-props.js'

interface DateRange {
  start?: string
  end?: string
}

/**
 * A date range as two local date-time inputs, stored as ISO date-times in UTC ("…Z"). The engine's
 * "ends before it starts" error shows in the row's error list like any other. Below them, whether what
 * the range schedules is shown now, by the engine's visibility rule.
 */
export function DateRangeField({ id, value, describedBy, invalid, onChange }: WidgetProps<DateRange>) {
  const current = value ?? {}
  const set = (part: 'start' | 'end', local: string) => {
    const next: DateRange = { ...current }
    if (local === '') delete next[part]
    else next[part] = toIso(local)
    onChange(next.start === undefined && next.end === undefined ? undefined : next)
  }
  return (
    <div className="field-inline field-date-range">
      {(['start', 'end'] as const).map((part) => (
        <span key={part} className="field-date">
          <label htmlFor={part === 'start' ? id : `${id}-end`}>{part === 'start' ? 'Starts' : 'Ends'}</label>
          <input
            id={part === 'start' ? id : `${id}-end`}
            type="datetime-local"
            className="field-input"
            value={toLocal(current[part])}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => set(part, e.target.value)}
          />
        </span>
      ))}
      {current.start || current.end ? <SchedulePreview id={`${id}-now`} range={current} /> : null}
    </div>
  )
}

function SchedulePreview({ id, range }: { id: string; range: DateRange }) {
  const now = visibilityNow({ schedule: range as { start: string; end: string } }, Date.now())
  return (
    <p id={id} className={`field-schedule-now field-schedule-now--${now.shown ? 'shown' : 'hidden'}`}>
      {now.text}
      {now.detail ? ` (${now.detail})` : ''}
    </p>
  )
}

/** "2026-05-01T09:30" in the editor's time zone -> "2026-05-01T07:30:00.000Z". */
function toIso(local: string): string {
  const time = new Date(local)
  return Number.isNaN(time.getTime()) ? local : time.toISOString()
}

/** An ISO date-time -> the "YYYY-MM-DDTHH:mm" a datetime-local input shows, in the editor's time zone. */
function toLocal(iso: string | undefined): string {
  if (!iso) return ''
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`
}
