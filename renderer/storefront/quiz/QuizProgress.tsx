import { fill } from '../../html/fill.js'

/** "Question 2 of 5" (the editor's label with {current} and {total}) above a bar that fills step by step. */
export function QuizProgress({ label, current, total }: { label: string; current: number; total: number }) {
  return (
    <div className="quiz-progress">
      <p className="quiz-progress__text">{fill(label, { current, total })}</p>
      <span className="quiz-progress__bar" aria-hidden="true">
        <span style={{ inlineSize: `${Math.round((current / total) * 100)}%` }} />
      </span>
    </div>
  )
}
