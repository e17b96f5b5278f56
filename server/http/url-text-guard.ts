import type { RequestHandler } from 'express'
import { badRequest } from './http-error.js'
import { textProblem } from './text-problem.js'

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    // Undecodable escapes are answered by the routes (a 400 URIError or a 404), not here.
    return ''
  }
}

/**
 * Refuses with 400 a URL whose path segments or query values decode to text PostgreSQL cannot take (a NUL,
 * an unpaired surrogate), so no route, page lookup or id parameter ever sends one to the database.
 */
export const urlTextGuard: RequestHandler = (req, _res, next) => {
  for (const segment of req.path.split('/')) {
    const problem = segment.includes('%') ? textProblem(decoded(segment)) : undefined
    if (problem) return next(badRequest(`The URL path ${problem}`, [{ path: 'url', message: problem }]))
  }
  const pending: unknown[] = [req.query]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem)
        return next(badRequest(`The query string ${problem}`, [{ path: 'query', message: problem }]))
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const problem = textProblem(key)
        if (problem)
          return next(badRequest(`The query string ${problem}`, [{ path: 'query', message: problem }]))
        pending.push(child)
      }
    }
  }
  next()
}
