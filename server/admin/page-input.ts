import { loadPage } from '../../engine/migrations/load-page.js'
import { migratePage } from '../../engine/migrations/migrate-page.js'
import { humanError } from '../../engine/validation/human-error.js'
import { structuralErrors } from '../../engine/validation/structural-errors.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { badRequest, HttpError } from '../http/http-error.js'
import { normalisePagePath } from '../http/request-path.js'
import type { Site } from '../storage/site-store.js'
import { objectBody } from './request-body.js'

const PAGE_TYPES = ['page', 'url_redirection', 'folder'] as const

/** A 400 that names the field it is about, so a form can show the message beside it. */
export function fieldProblem(field: string, message: string) {
  return badRequest(message, [{ field, message }])
}

/** A new page's fields from a request body, or a 400 naming what is wrong (and, in its details, the field). */
export function newPageInput(
  body: unknown,
  sites: Site[],
): { site: Site; locale: string; path: string; title: string; pageType: (typeof PAGE_TYPES)[number] } {
  const { site: siteKey, locale, path, title, page_type: pageType = 'page' } = objectBody(body)
  const site = sites.find((s) => s.key === siteKey)
  if (!site) throw fieldProblem('site', `site must be one of ${sites.map((s) => s.key).join(', ')}`)
  if (typeof locale !== 'string' || !site.locales.includes(locale))
    throw fieldProblem('locale', `locale must be one of ${site.locales.join(', ')}`)
  if (typeof path !== 'string' || !path.startsWith('/'))
    throw fieldProblem('path', 'path must be a site path starting with /')
  if (typeof title !== 'string' || !title.trim() || title.length > 200)
    throw fieldProblem('title', 'title must be 1 to 200 characters')
  if (!PAGE_TYPES.includes(pageType as never))
    throw fieldProblem('page_type', `page_type must be one of ${PAGE_TYPES.join(', ')}`)
  let normalised: string
  try {
    normalised = normalisePagePath(path)
  } catch (error) {
    throw error instanceof HttpError ? fieldProblem('path', error.message) : error
  }
  return {
    site,
    locale,
    path: normalised,
    title: title.trim(),
    pageType: pageType as (typeof PAGE_TYPES)[number],
  }
}

/**
 * A page document from a request body as the read path takes it (migrated to the current template
 * versions), or 422 with the engine's error list: what the server builds or publishes is valid.
 */
export function validDocument(document: unknown): PageDocument {
  const loaded = loadPage(document)
  if (!loaded.ok)
    throw new HttpError(422, 'invalid_document', 'The page document is not valid', loaded.errors)
  return loaded.doc
}

/**
 * A draft from a request body, migrated, with the field rules it breaks (issue 13: never lose work). Only a
 * malformed document is refused, with 422 and the errors that make it so: not a page, an unknown template,
 * a bad or repeated block id (engine/validation/structural-errors.ts). An empty heading or a bad URL is
 * stored with the draft and keeps it from being published.
 */
export function wellFormedDraft(document: unknown): { doc: PageDocument; errors: ValidationError[] } {
  const { doc } = migratePage(document)
  const { errors } = validatePage(doc)
  const malformed = structuralErrors(doc, errors)
  if (malformed.length > 0)
    throw new HttpError(422, 'invalid_document', 'The page document is malformed', malformed)
  return { doc: doc as PageDocument, errors }
}

/** Errors with a line each that names the block by its label and the field by its title. */
export function withHeadlines(
  doc: unknown,
  errors: readonly ValidationError[],
): (ValidationError & { headline: string })[] {
  return errors.map((error) => ({ ...error, headline: humanError(doc, error).text }))
}

/** PostgreSQL's largest `integer`. */
const MAX_INTEGER = 2 ** 31 - 1

/** A whole number from a body or route parameter, or a 400 naming it. */
export function wholeNumber(value: unknown, name: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  // Versions are PostgreSQL integers: a larger number names nothing, and would fail in the query.
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_INTEGER)
    throw badRequest(`${name} must be a whole number from 1 to ${MAX_INTEGER}`)
  return n
}
