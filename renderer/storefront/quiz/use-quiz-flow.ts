import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { quizEvent, type QuizEventName } from '../../../engine/quizzes/quiz-event.js'
import { pushDataLayer } from '../../html/push-data-layer.js'
import type { QuizView } from './quiz-view.js'
import { quizViewTitleId } from './quiz-view-title-id.js'

export interface QuizFlow {
  view: QuizView
  /** The indexes of the answers picked at each step. */
  chosen: number[][]
  /** Next was pressed on the current step without an answer. */
  missing: boolean
  /** The shopper came to this step from the result's summary: Next goes back to the result. */
  returning: boolean
  start(): void
  choose(step: number, answer: number, several: boolean, on: boolean): void
  next(): void
  previous(): void
  restart(): void
  /** Goes to a step from the result, to change its answer. */
  edit(step: number): void
  /** A click handler for the result: a followed link is reported with `details`. */
  onResultClick(details: (link: HTMLAnchorElement) => Record<string, unknown>): (event: MouseEvent) => void
}

/**
 * The state of a quiz (intro, steps, result) shared by both quizzes: one answer per step or several,
 * Next refusing to move on without an answer, focus moved to the heading of each new view (never on the
 * first render, so the page does not jump), and the data-layer events of engine/quizzes/quiz-event.ts.
 * `resultDetails` turns the answers into the `quiz_result` event's details.
 */
export function useQuizFlow({
  base,
  steps,
  quiz,
  resultDetails,
}: {
  /** The element id base of the block (unique in the page). */
  base: string
  steps: readonly { answers: readonly { key?: string }[] }[]
  quiz: { template: string; blockId: string }
  resultDetails: (chosen: number[][]) => Record<string, unknown>
}): QuizFlow {
  const [view, setView] = useState<QuizView>('start')
  const [chosen, setChosen] = useState<number[][]>(() => steps.map(() => []))
  const [missing, setMissing] = useState(false)
  const [returning, setReturning] = useState(false)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) document.getElementById(quizViewTitleId(base, view))?.focus()
  }, [base, view])

  const push = (name: QuizEventName, details?: Record<string, unknown>) =>
    pushDataLayer(quizEvent(name, quiz, details))
  const go = (next: QuizView) => {
    moved.current = true
    setMissing(false)
    setView(next)
  }
  // The analytics key of an answer, or its number when the editor left the key empty.
  const keysAt = (step: number, picks: number[]) =>
    picks.map((i) => steps[step]?.answers[i]?.key || String(i + 1))

  return {
    view,
    chosen,
    missing,
    returning,
    start() {
      push('quiz_start')
      go(0)
    },
    choose(step, answer, several, on) {
      setMissing(false)
      setChosen((all) =>
        all.map((picks, i) => {
          if (i !== step) return picks
          if (!several) return [answer]
          return on
            ? [...picks.filter((p) => p !== answer), answer].sort((a, b) => a - b)
            : picks.filter((p) => p !== answer)
        }),
      )
    },
    next() {
      if (typeof view !== 'number') return
      const picks = chosen[view] ?? []
      if (!picks.length) {
        setMissing(true)
        return
      }
      push('quiz_answer', { step: view + 1, answers: keysAt(view, picks) })
      if (view < steps.length - 1 && !returning) {
        go(view + 1)
        return
      }
      setReturning(false)
      push('quiz_result', {
        answers: chosen.map((picks, step) => keysAt(step, picks)),
        ...resultDetails(chosen),
      })
      go('result')
    },
    previous() {
      if (typeof view !== 'number') return
      setReturning(false)
      go(view === 0 ? 'start' : view - 1)
    },
    restart() {
      push('quiz_restart')
      setChosen(steps.map(() => []))
      setReturning(false)
      go('start')
    },
    edit(step) {
      setReturning(true)
      go(step)
    },
    onResultClick(details) {
      return (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null
        if (link)
          push('quiz_result_click', {
            link_url: link.getAttribute('href'),
            link_label: link.textContent?.trim() ?? '',
            ...details(link),
          })
      }
    },
  }
}
