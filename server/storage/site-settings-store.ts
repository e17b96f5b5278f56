import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { settingValue } from '../../engine/settings/setting-values.js'
import type { Db } from '../db/database.js'
import { settings } from '../db/schema.js'
import type { siteChangeStore } from './site-change-store.js'

/** A save: each key set to its stored text, or removed (null). */
export type SettingsPatch = Readonly<Record<string, string | null>>

export type SettingsSaveResult =
  { ok: true; version: string; changed: string[] } | { ok: false; conflict: true; version: string }

/**
 * The history subject of a setting: its key for the site's value, `<locale>:<key>` for a locale's variant
 * (settings keys hold no colon). settingSubjectParts reads it back for a restore.
 */
export function settingSubject(key: string, locale: string): string {
  return locale ? `${locale}:${key}` : key
}

export function settingSubjectParts(subject: string): { key: string; locale: string } {
  const match = /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*):(.+)$/.exec(subject)
  return match ? { locale: match[1]!, key: match[2]! } : { locale: '', key: subject }
}

/** A stored text as the history shows it: the parsed value, or the text itself when it does not parse. */
function historyValue(key: string, text: string | undefined): unknown {
  if (text === undefined) return null
  const parsed = settingValue(key, text)
  return parsed.ok ? parsed.value : text
}

/**
 * The settings rows of one site at one level ('' the site's values, or a locale's variants, decision 014) as
 * an admin edits them: read with a version, saved over the version they were read at (409 otherwise), each
 * changed key recorded in the site's history in the same transaction.
 */
export function siteSettingsStore(db: Db, changes: ReturnType<typeof siteChangeStore>) {
  async function rowsOf(q: Pick<Db, 'select'>, site: string, locale: string) {
    const rows = await q
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(and(eq(settings.site, site), eq(settings.locale, locale)))
    return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, string>
  }

  return {
    /** The stored texts of a site's level and their version. */
    async read(site: string, locale: string): Promise<{ rows: Record<string, string>; version: string }> {
      const rows = await rowsOf(db, site, locale)
      return { rows, version: versionOf(rows) }
    },

    /**
     * Applies `patch` when the level is still at `baseVersion` (undefined: whatever it is, for a restore).
     * Two saves of one level never interleave: the second waits for the first's lock and then finds the
     * version moved on.
     */
    async save(input: {
      site: string
      locale: string
      baseVersion?: string
      patch: SettingsPatch
      actor: string | null
      restoredFrom?: number
    }): Promise<SettingsSaveResult> {
      const { site, locale, patch } = input
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings\n${site}\n${locale}`}))`)
        const rows = await rowsOf(tx, site, locale)
        const current = versionOf(rows)
        if (input.baseVersion !== undefined && input.baseVersion !== current)
          return { ok: false, conflict: true, version: current }
        const changed: string[] = []
        for (const [key, text] of Object.entries(patch)) {
          const before = rows[key]
          if ((text ?? undefined) === before) continue
          if (text === null)
            await tx
              .delete(settings)
              .where(and(eq(settings.site, site), eq(settings.key, key), eq(settings.locale, locale)))
          else
            await tx
              .insert(settings)
              .values({ site, key, locale, value: text })
              .onConflictDoUpdate({
                target: [settings.site, settings.key, settings.locale],
                set: { value: text },
              })
          if (text === null) delete rows[key]
          else rows[key] = text
          await changes.record(
            {
              site,
              area: 'settings',
              subject: settingSubject(key, locale),
              before: historyValue(key, before),
              after: historyValue(key, text ?? undefined),
              actor: input.actor,
              restoredFrom: input.restoredFrom ?? null,
            },
            tx,
          )
          changed.push(key)
        }
        return { ok: true, version: versionOf(rows), changed }
      })
    },
  }
}

/** A short digest of a level's rows: any change of any key or value changes it. */
function versionOf(rows: Readonly<Record<string, string>>): string {
  const entries = Object.entries(rows).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 22)
}
