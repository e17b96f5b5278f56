import type { MetaheadConsentScope, MetaheadLanguage } from '../../../engine/metaheads/metahead-options.js'

/** How the Metaheads screen names each language (001 §3). */
export const METAHEAD_LANGUAGE_LABELS: Record<MetaheadLanguage, string> = {
  javascript: 'JavaScript',
  'js-src': 'Script URL (js-src)',
  css: 'CSS',
  sass: 'Sass (compiled on save)',
  scss: 'SCSS (compiled on save)',
  html: 'HTML',
}

/** How the screen names each cookie-consent scope a metahead may wait for. */
export const CONSENT_SCOPE_LABELS: Record<MetaheadConsentScope, string> = {
  obligatory: 'None: runs at once',
  optional: 'Optional cookies',
  statistic: 'Statistics cookies',
  marketing: 'Marketing cookies',
  unclassified: 'Unclassified cookies',
}
