import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { messagePageHtml } from '../ssr/message-page.js'
import { badRequest } from './http-error.js'
import { isPageNavigation } from './is-page-navigation.js'
import { textProblem } from './text-problem.js'

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    // Undecodable escapes are answered by the routes (a 400 URIError or a 404), not here.
    return ''
  }
}

/** A browser loading a page gets a page saying what is wrong; scripts and API clients get the JSON error. */
function refuse(req: Request, res: Response, next: NextFunction, where: 'path' | 'query', problem: string) {
  const message = `The ${where === 'path' ? 'URL path' : 'query string'} ${problem}`
  if (!isPageNavigation(req))
    return next(badRequest(message, [{ path: where === 'path' ? 'url' : 'query', message: problem }]))
  res
    .status(400)
    .type('html')
    .set('Cache-Control', 'no-store')
    // Mounted before the security headers: this page has no script and only its inline style.
    .set(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    )
    .set('X-Content-Type-Options', 'nosniff')
    .send(
      messagePageHtml({
        title: 'This address is not valid',
        message: `${message}. Check the link, or start again from the home page.`,
      }),
    )
}

/**
 * What makes a URL unfit for the database, if anything: a path segment or a query key or value (as the
 * query parser made it) that decodes to text PostgreSQL cannot take (a NUL, an unpaired surrogate).
 */
export function urlTextProblem(
  path: string,
  query: unknown,
): { where: 'path' | 'query'; problem: string } | undefined {
  for (const segment of path.split('/')) {
    const problem = segment.includes('%') ? textProblem(decoded(segment)) : undefined
    if (problem) return { where: 'path', problem }
  }
  const pending: unknown[] = [query]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return { where: 'query', problem }
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const problem = textProblem(key)
        if (problem) return { where: 'query', problem }
        pending.push(child)
      }
    }
  }
  return undefined
}

/**
 * Refuses with 400 a URL whose path segments or query values decode to text PostgreSQL cannot take (a NUL,
 * an unpaired surrogate), so no route, page lookup or id parameter ever sends one to the database. A browser
 * loading a page gets an HTML page (isPageNavigation), everyone else the JSON error.
 */
export const urlTextGuard: RequestHandler = (req, res, next) => {
  const found = urlTextProblem(req.path, req.query)
  if (found) return refuse(req, res, next, found.where, found.problem)
  next()
}
