import { allowsSeveralAnswers } from '../../../engine/quizzes/allows-several-answers.js'
import { fuelQuizResult } from '../../../engine/quizzes/fuel-quiz-result.js'
import type { BlockProps } from '../../block-props.js'
import { QuizShell } from '../../storefront/quiz/QuizShell.js'
import { quizViewTitleId } from '../../storefront/quiz/quiz-view-title-id.js'
import { useQuizFlow } from '../../storefront/quiz/use-quiz-flow.js'
import { FuelResultView } from './fuel-result-view.js'

/**
 * Diesel or petrol quiz (002 §2-§5, §9): an introduction, five questions (the third takes several
 * answers), then the result with the most points (engine/quizzes/fuel-quiz-result.ts; docs/decisions/039).
 * Every result is rendered on the server, hidden but the one the answers lead to.
 */
export function JlrDieselPetrolQuiz({ block, attributes: a }: BlockProps<'jlr-diesel-petrol-quiz'>) {
  const base = `${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}-quiz`
  const questions = a.questions ?? []
  const results = a.results ?? []
  const order = results.map((r) => r.result)
  const flow = useQuizFlow({
    base,
    steps: questions,
    quiz: { template: block.template, blockId: block.id },
    resultDetails: (chosen) => {
      const { result, points } = fuelQuizResult(questions, chosen, order)
      return { result, points }
    },
  })
  const outcome = flow.view === 'result' ? fuelQuizResult(questions, flow.chosen, order).result : null
  return (
    <QuizShell
      className="fuel-quiz"
      base={base}
      tone={a.box_color}
      intro={{ tag: a.header_tag, heading: a.heading, paragraph: a.paragraph, image: a.intro_image }}
      steps={questions}
      severalAt={allowsSeveralAnswers}
      texts={{
        start: a.start_label || 'Start the quiz',
        progress: a.progress_label || 'Question {current} of {total}',
        previous: a.previous_label || 'Previous',
        next: a.next_label || 'Next',
        last: a.result_label || 'See my result',
        required: a.required_message || 'Choose an answer to continue.',
        several: a.multiple_hint,
      }}
      flow={flow}
    >
      {results.map((result, i) => (
        <FuelResultView
          key={i}
          id={`${base}-result-${i}`}
          titleId={result.result === outcome ? quizViewTitleId(base, 'result') : `${base}-result-${i}-title`}
          tag={a.header_tag}
          result={result}
          labels={{
            advantages: a.advantages_label || 'Advantages',
            disadvantages: a.disadvantages_label || 'Things to consider',
            proposition: a.aside_proposition_label,
            restart: a.restart_label || 'Start again',
          }}
          hidden={result.result !== outcome}
          onClick={flow.onResultClick(() => ({ result: result.result }))}
          onRestart={flow.restart}
        />
      ))}
    </QuizShell>
  )
}
