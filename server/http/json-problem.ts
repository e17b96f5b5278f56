import { textProblem } from './text-problem.js'

/**
 * How deep a request body may nest. The deepest real documents (a page: blocks, their props, a list of
 * items, a nested object) stay under 20 levels; 64 leaves room for free-form JSON while keeping every
 * recursive consumer downstream (ajv, hashing, the stores, PostgreSQL's jsonb) far from its stack limit.
 */
export const MAX_JSON_DEPTH = 64

/** What is wrong with a parsed JSON value, and where (a JSON pointer). */
export interface JsonProblem {
  pointer: string
  problem: string
}

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1')

/**
 * The first thing in `value` that PostgreSQL or a recursive reader could not take: nesting deeper than
 * MAX_JSON_DEPTH, or a string (key or value) with a NUL or an unpaired surrogate. Walks with an explicit
 * stack, never recursion, so a 5,000-deep body is refused instead of overflowing the call stack.
 */
export function jsonProblem(value: unknown): JsonProblem | undefined {
  const stack: { value: unknown; pointer: string; depth: number }[] = [{ value, pointer: '', depth: 0 }]
  while (stack.length > 0) {
    const item = stack.pop()!
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value)
      if (problem) return { pointer: item.pointer, problem }
      continue
    }
    if (item.value === null || typeof item.value !== 'object') continue
    if (item.depth >= MAX_JSON_DEPTH)
      return { pointer: item.pointer, problem: `nests deeper than ${MAX_JSON_DEPTH} levels` }
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value)
    // Reversed so the walk reports the first offending field in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!
      const pointer = `${item.pointer}/${escapePointer(key)}`
      const keyProblem = textProblem(key)
      if (keyProblem) return { pointer, problem: `has a key that ${keyProblem}` }
      stack.push({ value: child, pointer, depth: item.depth + 1 })
    }
  }
  return undefined
}
