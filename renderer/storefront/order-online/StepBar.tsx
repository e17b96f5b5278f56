import { fill } from '../../html/fill.js'
import type { OrderOnlineLabels } from './order-online-labels.js'

/**
 * The journey's numbered steps (000 §2: details, checkout, success, confirmation; the active step is
 * numbered from 0 and labelled). An ordered list: done steps, the current one (aria-current), the rest.
 */
export function StepBar({
  labels,
  steps,
  active,
}: {
  labels: OrderOnlineLabels
  steps: string[]
  active: number
}) {
  return (
    <nav className="order-steps" aria-label={labels.steps}>
      <p className="order-steps__count">{fill(labels.stepOf, { n: active + 1, total: steps.length })}</p>
      <ol className="order-steps__list" data-active-step={active}>
        {steps.map((step, index) => (
          <li
            key={step}
            className={`order-steps__step order-steps__step--${index < active ? 'done' : index === active ? 'current' : 'next'}`}
            aria-current={index === active ? 'step' : undefined}
          >
            <span className="order-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="order-steps__label">{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
