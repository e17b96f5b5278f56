/** What a quiz shows: its introduction, the step at this index (from 0), or its result. */
export type QuizView = 'start' | 'result' | number
