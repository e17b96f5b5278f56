import { classNames } from '../../html/class-names.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { QuizProgress } from './QuizProgress.js'

export interface QuizQuestionTexts {
  progress: string
  previous: string
  next: string
  required: string
}

/**
 * One step of a quiz: its progress, a fieldset whose legend is the question (focus moves to it when the
 * step shows), native radio buttons (one answer) or checkboxes (several, with the hint), the message when
 * Next is pressed without an answer, and Previous and Next.
 */
export function QuizQuestion({
  id,
  titleId,
  tag,
  heading,
  subheading,
  answers,
  index,
  total,
  several,
  hint,
  chosen,
  missing,
  hidden,
  texts,
  onChoose,
  onPrevious,
  onNext,
}: {
  /** Element id base of this step. */
  id: string
  titleId: string
  tag: HeadingTag | undefined
  heading: string
  subheading: string | undefined
  answers: readonly { label: string; description?: string }[]
  index: number
  total: number
  several: boolean
  hint: string | undefined
  chosen: readonly number[]
  missing: boolean
  hidden: boolean
  texts: QuizQuestionTexts
  onChoose: (answer: number, on: boolean) => void
  onPrevious: () => void
  onNext: () => void
}) {
  const describedBy = [
    subheading ? `${id}-subheading` : '',
    several && hint ? `${id}-hint` : '',
    missing ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="quiz__view quiz-question" hidden={hidden}>
      <QuizProgress label={texts.progress} current={index + 1} total={total} />
      <fieldset className="quiz-question__fieldset" aria-describedby={describedBy || undefined}>
        <legend className="quiz-question__legend">
          <Heading tag={tag} size="m" id={titleId} className="quiz__title" focusable>
            {heading}
          </Heading>
        </legend>
        {subheading ? (
          <p id={`${id}-subheading`} className="quiz-question__subheading">
            {subheading}
          </p>
        ) : null}
        {several && hint ? (
          <p id={`${id}-hint`} className="quiz-question__hint">
            {hint}
          </p>
        ) : null}
        <div className={classNames('quiz-question__answers', several && 'quiz-question__answers--several')}>
          {answers.map((answer, i) => {
            const input = `${id}-answer-${i}`
            return (
              <label key={i} className="quiz-answer" htmlFor={input}>
                <input
                  id={input}
                  type={several ? 'checkbox' : 'radio'}
                  name={`${id}-answer`}
                  className="quiz-answer__input"
                  checked={chosen.includes(i)}
                  onChange={(event) => onChoose(i, event.target.checked)}
                  aria-labelledby={`${input}-label`}
                  aria-describedby={answer.description ? `${input}-description` : undefined}
                />
                <span className="quiz-answer__text">
                  <span id={`${input}-label`} className="quiz-answer__label">
                    {answer.label}
                  </span>
                  {answer.description ? (
                    <span id={`${input}-description`} className="quiz-answer__description">
                      {answer.description}
                    </span>
                  ) : null}
                </span>
              </label>
            )
          })}
        </div>
        {missing ? (
          <p id={`${id}-error`} className="quiz-question__error" role="alert">
            {texts.required}
          </p>
        ) : null}
      </fieldset>
      <div className="quiz__nav">
        <button type="button" className="button button--secondary quiz__previous" onClick={onPrevious}>
          <ControlIcon name="chevron-prev" className="icon--directional" />
          <span>{texts.previous}</span>
        </button>
        <button type="button" className="button button--primary quiz__next" onClick={onNext}>
          <span>{texts.next}</span>
          <ControlIcon name="chevron-next" className="icon--directional" />
        </button>
      </div>
    </div>
  )
}
