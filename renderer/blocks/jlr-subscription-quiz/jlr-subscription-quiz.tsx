import { subscriptionQuizProducts } from '../../../engine/quizzes/subscription-quiz-products.js'
import type { BlockProps } from '../../block-props.js'
import { Heading } from '../../html/heading.js'
import { QuizShell } from '../../storefront/quiz/QuizShell.js'
import { headingBelow } from '../../storefront/quiz/heading-below.js'
import { quizViewTitleId } from '../../storefront/quiz/quiz-view-title-id.js'
import { useQuizFlow } from '../../storefront/quiz/use-quiz-flow.js'
import { SubscriptionProductView } from './subscription-product-view.js'
import { SubscriptionSummary } from './subscription-summary.js'

/**
 * Subscription quiz (002 §2, §4, §9): a welcome, three steps (purpose of car use, usage period, mileage),
 * then the result: the main and the alternative product (engine/quizzes/subscription-quiz-products.ts;
 * docs/decisions/039) and the summary of the answers, each with a way back to change it. Every product is
 * rendered on the server in both panels, hidden but the chosen ones, so rich text stays server-side.
 */
export function JlrSubscriptionQuiz({ block, attributes: a }: BlockProps<'jlr-subscription-quiz'>) {
  const base = `${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}-quiz`
  const steps = a.steps ?? []
  const products = a.products ?? []
  const pickFor = (chosen: number[][]) =>
    subscriptionQuizProducts(
      steps,
      products,
      chosen.map((picks, i) => steps[i]?.answers[picks[0] ?? -1]?.key),
    )
  const flow = useQuizFlow({
    base,
    steps,
    quiz: { template: block.template, blockId: block.id },
    resultDetails: (chosen) => {
      const { main, alternative } = pickFor(chosen)
      return {
        main_product: main === null ? null : products[main]?.key,
        alternative_product: alternative === null ? null : products[alternative]?.key,
      }
    },
  })
  const pick = flow.view === 'result' ? pickFor(flow.chosen) : null
  const panels = [
    { slot: 'main', label: a.main_label || 'Our recommendation', shown: pick?.main },
    { slot: 'alternative', label: a.alternative_label || 'You may also like', shown: pick?.alternative },
  ] as const
  return (
    <QuizShell
      className="subscription-quiz"
      base={base}
      tone={a.box_color}
      intro={{ tag: a.header_tag, heading: a.heading, paragraph: a.paragraph, image: a.welcome_image }}
      steps={steps}
      severalAt={() => false}
      texts={{
        start: a.start_label || 'Get started',
        progress: a.progress_label || 'Step {current} of {total}',
        previous: a.previous_label || 'Previous',
        next: a.next_label || 'Next',
        last: a.result_label || 'See my subscription',
        required: a.required_message || 'Choose an answer to continue.',
      }}
      flow={flow}
    >
      <div
        className="quiz__view subscription-result"
        hidden={flow.view !== 'result'}
        onClick={flow.onResultClick((link) => ({
          product: link.closest<HTMLElement>('[data-product]')?.dataset.product ?? null,
        }))}
      >
        <Heading
          tag={a.header_tag}
          size="l"
          id={quizViewTitleId(base, 'result')}
          className="quiz__title"
          focusable
        >
          {a.results_heading || 'Your subscription'}
        </Heading>
        <div className="subscription-result__products">
          {panels.map(({ slot, label, shown }) => (
            <div key={slot} className={`subscription-result__panel subscription-result__panel--${slot}`}>
              {products.map((product, i) => (
                <SubscriptionProductView
                  key={i}
                  id={`${base}-${slot}-${i}`}
                  tag={a.header_tag}
                  product={product}
                  label={label}
                  featuresLabel={a.features_label || 'What is included'}
                  hidden={shown !== i}
                />
              ))}
            </div>
          ))}
        </div>
        <SubscriptionSummary
          id={`${base}-summary`}
          tag={headingBelow(a.header_tag)}
          steps={steps}
          chosen={flow.chosen}
          labels={{
            heading: a.summary_heading || 'Your answers',
            change: a.change_label || 'Change',
            restart: a.restart_label || 'Start again',
          }}
          onEdit={flow.edit}
          onRestart={flow.restart}
        />
      </div>
    </QuizShell>
  )
}
