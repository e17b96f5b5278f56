import type { ReactNode } from 'react'
import type { Image } from '../../../templates/generated/types.js'
import { classNames } from '../../html/class-names.js'
import type { HeadingTag } from '../../html/heading.js'
import { QuizIntro } from './QuizIntro.js'
import { QuizQuestion } from './QuizQuestion.js'
import { quizViewTitleId } from './quiz-view-title-id.js'
import type { QuizFlow } from './use-quiz-flow.js'

/** The editor's texts of a quiz's buttons and messages, with their defaults already applied. */
export interface QuizShellTexts {
  start: string
  progress: string
  previous: string
  next: string
  /** The last step's Next (and Next on a step changed from the result). */
  last: string
  required: string
  /** The hint of a step that takes several answers. */
  several?: string
}

/**
 * The frame both quizzes share: the section in its tone, the introduction, and every step as a
 * QuizQuestion driven by the flow; `children` is the quiz's own result view. Every view is rendered on the
 * server and hidden but the current one, so the rich text in them stays the server's (RichText in islands).
 */
export function QuizShell({
  className,
  base,
  tone,
  intro,
  steps,
  severalAt,
  texts,
  flow,
  children,
}: {
  className: string
  base: string
  tone: string | undefined
  intro: { tag?: HeadingTag; heading?: string; paragraph?: string; image?: Image }
  steps: readonly {
    heading: string
    subheading?: string
    answers: readonly { label: string; description?: string }[]
  }[]
  /** Whether the step at this index takes several answers. */
  severalAt: (index: number) => boolean
  texts: QuizShellTexts
  flow: QuizFlow
  children: ReactNode
}) {
  const last = steps.length - 1
  return (
    <section
      className={classNames('quiz', className, `tone-${tone ?? 'light'}`)}
      aria-labelledby={intro.heading ? quizViewTitleId(base, 'start') : undefined}
    >
      <div className="container quiz__frame">
        <QuizIntro
          titleId={quizViewTitleId(base, 'start')}
          tag={intro.tag}
          heading={intro.heading}
          paragraph={intro.paragraph}
          image={intro.image}
          startLabel={texts.start}
          hidden={flow.view !== 'start'}
          onStart={flow.start}
        />
        {steps.map((step, i) => (
          <QuizQuestion
            key={i}
            id={`${base}-${i}`}
            titleId={quizViewTitleId(base, i)}
            tag={intro.tag}
            heading={step.heading}
            subheading={step.subheading}
            answers={step.answers}
            index={i}
            total={steps.length}
            several={severalAt(i)}
            hint={texts.several}
            chosen={flow.chosen[i] ?? []}
            missing={flow.missing && flow.view === i}
            hidden={flow.view !== i}
            texts={{
              progress: texts.progress,
              previous: texts.previous,
              next: i === last || flow.returning ? texts.last : texts.next,
              required: texts.required,
            }}
            onChoose={(answer, on) => flow.choose(i, answer, severalAt(i), on)}
            onPrevious={flow.previous}
            onNext={flow.next}
          />
        ))}
        {children}
      </div>
    </section>
  )
}
