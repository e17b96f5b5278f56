import type { PageDocument } from '../../templates/generated/types.js'
import { validatePage } from '../validation/validate-page.js'
import type { ValidationError } from '../validation/validation-error.js'
import { migratePage, type AppliedMigration } from './migrate-page.js'

export type LoadedPage =
  | { ok: true; doc: PageDocument; applied: AppliedMigration[] }
  | { ok: false; errors: ValidationError[]; applied: AppliedMigration[] }

/** The read path for a stored page: migrate every block to its template's current version, then validate. */
export function loadPage(raw: unknown): LoadedPage {
  const { doc, applied } = migratePage(raw)
  const result = validatePage(doc)
  return result.ok
    ? { ok: true, doc: doc as PageDocument, applied }
    : { ok: false, errors: result.errors, applied }
}
