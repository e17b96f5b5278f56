/** A problem a template rule found: where, relative to the block's attributes, and what is wrong. */
export interface RuleProblem {
  at: (string | number)[]
  message: string
}
