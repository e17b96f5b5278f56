import type { JlrSubscriptionQuizAttributes } from '../../../templates/generated/types.js'
import { Heading, type HeadingTag } from '../../html/heading.js'

/**
 * The summary of the shopper's answers (002 §2, §4): each step's summary label and chosen answer with a
 * Change button back to that step (its accessible name says which), and Start again.
 */
export function SubscriptionSummary({
  id,
  tag,
  steps,
  chosen,
  labels,
  onEdit,
  onRestart,
}: {
  id: string
  tag: HeadingTag
  steps: JlrSubscriptionQuizAttributes['steps']
  chosen: readonly (readonly number[])[]
  labels: { heading: string; change: string; restart: string }
  onEdit: (step: number) => void
  onRestart: () => void
}) {
  return (
    <section className="quiz-summary" aria-labelledby={`${id}-heading`}>
      <Heading tag={tag} size="s" id={`${id}-heading`} className="quiz-summary__heading">
        {labels.heading}
      </Heading>
      <dl className="quiz-summary__list">
        {steps.map((step, i) => (
          <div key={i} className="quiz-summary__item">
            <dt>{step.summary_label}</dt>
            <dd>
              <span className="quiz-summary__answer">
                {(chosen[i] ?? []).map((a) => step.answers[a]?.label).join(', ')}
              </span>
              <button type="button" className="quiz-summary__change" onClick={() => onEdit(i)}>
                {labels.change}
                <span className="visually-hidden"> {step.summary_label}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="quiz__restart" onClick={onRestart}>
        {labels.restart}
      </button>
    </section>
  )
}
