/**
 * The quizzes' data-layer events (000 §1: shopper actions pushed to the data layer): `quiz_start` when the
 * shopper starts, `quiz_answer` on each step's Next (the step from 1 and the answer keys), `quiz_result`
 * when the result shows (the fuel result and its points, or the main and alternative products),
 * `quiz_result_click` when a link of the result is followed, and `quiz_restart`.
 */
export type QuizEventName =
  'quiz_start' | 'quiz_answer' | 'quiz_result' | 'quiz_result_click' | 'quiz_restart'

export function quizEvent(
  name: QuizEventName,
  quiz: { template: string; blockId: string },
  details: Record<string, unknown> = {},
): Record<string, unknown> {
  return { event: name, event_category: 'quiz', quiz_name: quiz.template, quiz_id: quiz.blockId, ...details }
}
