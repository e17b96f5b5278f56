import { useEffect, useState } from 'react'
import { useRenderContext } from '../../context/render-context.js'
import { modelShowcaseText } from '../model-summary/model-showcase-text.js'
import { countdown } from './countdown.js'

/**
 * The accolade's countdown to `end`. The server (and a visitor without JavaScript) shows the end date; in the
 * browser it becomes the days, hours and minutes left, updated each minute, and the ended text once past.
 * The first browser render repeats the server's, so hydration matches; no live region (a ticking
 * announcement would interrupt screen reader users).
 */
export function ImageBoxTimer({
  end,
  label,
  endedLabel,
}: {
  end: string
  label: string
  endedLabel: string
}) {
  const { locale } = useRenderContext()
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  const endMs = Date.parse(end)
  if (!Number.isFinite(endMs)) return null
  const text = modelShowcaseText(locale)
  const left = countdown(endMs, now ?? Date.now())
  if (!left) return <p className="image-box__timer image-box__timer--ended">{endedLabel}</p>
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(endMs))
  const parts = [
    left.days ? text.days(left.days) : '',
    left.days || left.hours ? text.hours(left.hours) : '',
    text.minutes(left.minutes),
  ].filter(Boolean)
  return (
    <p className="image-box__timer">
      <span className="image-box__timer-label">{label}</span>{' '}
      <time dateTime={end} className="image-box__timer-value">
        {now === null ? date : parts.join(' ')}
      </time>
    </p>
  )
}
