import {
  bigint,
  bigserial,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  real,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { ValidationError } from '../../engine/validation/validation-error.js'

// Drizzle's view of server/db/migrations/*.sql. The SQL files are the source of truth for the database;
// this file must describe the same tables (tests/integration/storage.test.ts exercises every one).

export const sites = pgTable('sites', {
  key: text('key').primaryKey(),
  host: text('host').notNull(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  theme: text('theme').notNull(),
  defaultLocale: text('default_locale').notNull(),
  locales: jsonb('locales').$type<string[]>().notNull(),
})

/** A version per site, bumped by triggers with every change a rendered page shows (migration 0006). */
export const contentVersions = pgTable('content_versions', {
  site: text('site').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

export const pages = pgTable('pages', {
  id: text('id').primaryKey(),
  site: text('site').notNull(),
  locale: text('locale').notNull(),
  path: text('path').notNull(),
  pageType: text('page_type').notNull(),
  draft: jsonb('draft').notNull(),
  draftVersion: integer('draft_version').notNull(),
  publishedVersion: integer('published_version'),
  /** The field rules the draft breaks, as the engine reported them when it was saved (migration 0013). */
  draftErrors: jsonb('draft_errors').$type<ValidationError[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The name of whoever last saved, published or restored the draft (migration 0018). */
  updatedBy: text('updated_by'),
})

export const pageVersions = pgTable(
  'page_versions',
  {
    pageId: text('page_id').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name of whoever published the version (migration 0018). */
    publishedBy: text('published_by'),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.version] })],
)

export const settings = pgTable(
  'settings',
  {
    site: text('site').notNull(),
    key: text('key').notNull(),
    /** '' for the site's value; a locale ("ar") or a language and region ("ar-AE") for its variant. */
    locale: text('locale').notNull().default(''),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.key, t.locale] })],
)

export const metaheads = pgTable('metaheads', {
  id: serial('id').primaryKey(),
  site: text('site').notNull(),
  pageId: text('page_id'),
  content: text('content').notNull(),
  compiled: text('compiled'),
  language: text('language').notNull(),
  sequence: integer('sequence').notNull(),
  inBody: boolean('in_body').notNull(),
  reloadOnEachPage: boolean('reload_on_each_page').notNull(),
  /** Bumped by every save: a save from an older copy is refused (migration 0021). */
  version: integer('version').notNull().default(1),
  /** The cookie-consent scope the metahead needs (001 §4); 'obligatory' needs none. */
  consentScope: text('consent_scope').notNull().default('obligatory'),
})

export const navEntries = pgTable('nav_entries', {
  id: text('id').primaryKey(),
  site: text('site').notNull(),
  locale: text('locale').notNull(),
  parentId: text('parent_id'),
  title: text('title').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull(),
})

export const footers = pgTable(
  'footers',
  { site: text('site').notNull(), locale: text('locale').notNull(), settings: jsonb('settings').notNull() },
  (t) => [primaryKey({ columns: [t.site, t.locale] })],
)

export const searchSuggestions = pgTable(
  'search_suggestions',
  { site: text('site').notNull(), locale: text('locale').notNull(), phrase: text('phrase').notNull() },
  (t) => [primaryKey({ columns: [t.site, t.locale, t.phrase] })],
)

export const media = pgTable('media', {
  id: text('id').primaryKey(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alt: text('alt').notNull(),
  bytes: integer('bytes').notNull(),
  /** Decorative images have no alt on purpose; the others need one (migration 0014). */
  decorative: boolean('decorative').notNull().default(false),
  /** The focal point, as fractions of the width and height: what a crop keeps in view. */
  focalX: real('focal_x').notNull().default(0.5),
  focalY: real('focal_y').notNull().default(0.5),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable('sessions', {
  sid: text('sid').primaryKey(),
  data: jsonb('data').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Who changed which part of a site, when, with the value before and after (migration 0018, issue 15). */
export const siteChanges = pgTable('site_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  site: text('site').notNull(),
  area: text('area').notNull(),
  subject: text('subject').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  actor: text('actor'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  restoredFrom: bigint('restored_from', { mode: 'number' }),
})

/** PostgreSQL's tsvector, read as its text form (only ever computed and queried in SQL). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** One search document per published page (migration 0022, docs/decisions/047). */
export const pageSearch = pgTable('page_search', {
  pageId: text('page_id').primaryKey(),
  version: integer('version').notNull(),
  site: text('site').notNull(),
  locale: text('locale').notNull(),
  /** A text-search configuration name: 'english' or 'simple' (regconfig in SQL). */
  config: text('config').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  body: text('body').notNull(),
  document: tsvector('document').generatedAlwaysAs(
    sql`setweight(to_tsvector(config, title), 'A') || setweight(to_tsvector(config, description), 'B') || setweight(to_tsvector(config, body), 'C')`,
  ),
})
