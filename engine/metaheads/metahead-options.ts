/** A metahead's language (001 §3): what its content is and how the page carries it. */
export const METAHEAD_LANGUAGES = ['javascript', 'js-src', 'css', 'sass', 'scss', 'html'] as const
export type MetaheadLanguage = (typeof METAHEAD_LANGUAGES)[number]

/**
 * The cookie-consent scope a metahead needs (001 §3, cookie consent state): 'obligatory' runs at once, the
 * others wait until the visitor accepted that scope.
 */
export const METAHEAD_CONSENT_SCOPES = [
  'obligatory',
  'optional',
  'statistic',
  'marketing',
  'unclassified',
] as const
export type MetaheadConsentScope = (typeof METAHEAD_CONSENT_SCOPES)[number]

/** The longest content a metahead holds: a tag manager snippet is a few KB, a stylesheet a few dozen. */
export const METAHEAD_MAX_CONTENT = 100_000

/** What an admin sends to create or save a metahead (the API's and the screen's shape). */
export interface MetaheadInput {
  language: MetaheadLanguage
  content: string
  /** null: every page of the site (global); else the id of the one page it belongs to. */
  page_id: string | null
  in_body: boolean
  reload_on_each_page: boolean
  consent_scope: MetaheadConsentScope
}

/** A metahead as the admin API answers it. */
export interface AdminMetahead extends MetaheadInput {
  id: number
  sequence: number
  version: number
}
