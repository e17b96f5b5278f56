import type { QuizView } from './quiz-view.js'

/**
 * The id of a quiz view's heading, from the block's element id base: the flow moves focus there when the
 * view changes, so a screen reader reads the new question or the result.
 */
export function quizViewTitleId(base: string, view: QuizView): string {
  return `${base}-${view}-title`
}
