import type { Request, RequestHandler, Response } from 'express'
import type { Database } from '../db/database.js'
import { HttpError } from '../http/http-error.js'
import { audit } from '../ops/audit.js'
import { announceSiteChange } from '../ssr/cache-invalidation.js'
import type { Site } from '../storage/site-store.js'
import { changeActor } from './editor-name.js'
import { objectBody } from './request-body.js'
import { siteLocaleQuery } from './site-locale-query.js'
import { treeSaveVersion } from './tree-save-version.js'

/** What a locale's store answers to a save over a version: the saved value, or today's on a conflict. */
export type SaveOverVersionResult<Saved> = { ok: true; saved: Saved } | { ok: false; conflict: unknown }

export interface SaveOverVersionOptions<Value, Saved extends { version: string }> {
  sites: readonly Site[]
  database: Database
  /** The part of the site, in the conflict message and the audit action ("navigation", "footer"). */
  area: string
  /** Checks the body and gives what to store; throws a 422 HttpError naming each problem. */
  check: (body: Record<string, unknown>) => Value
  save: (input: {
    site: string
    locale: string
    value: Value
    baseVersion: string
    actor: string | null
  }) => Promise<SaveOverVersionResult<Saved>>
}

/**
 * The PUT of a screen that saves a site locale's whole part over the version it loaded (the Navigation and
 * Footer screens, decision 045): site and locale from the query, the body checked, the version it started from
 * required (treeSaveVersion), the save with its history entry, 409 `version_conflict` carrying today's value
 * when someone saved since, then the change announced to every process and audited; answers the saved value.
 */
export function saveOverVersion<Value, Saved extends { version: string }>(
  options: SaveOverVersionOptions<Value, Saved>,
): RequestHandler {
  return async (req: Request, res: Response) => {
    const { site, locale } = siteLocaleQuery(req, options.sites)
    const body = objectBody(req.body)
    const value = options.check(body)
    const result = await options.save({
      site: site.key,
      locale,
      value,
      baseVersion: treeSaveVersion(body),
      actor: changeActor(req),
    })
    if (!result.ok)
      throw new HttpError(
        409,
        'version_conflict',
        `The ${locale} ${options.area} of ${site.name} was saved by someone else since you opened it`,
        { current: result.conflict },
      )
    await announceSiteChange(options.database, site.key)
    audit(req, `${options.area}.save`, `${site.key}/${locale}`, { version: result.saved.version })
    res.json({ data: { data: { site: site.key, locale, ...result.saved } } })
  }
}
