import {
  METAHEAD_CONSENT_SCOPES,
  METAHEAD_LANGUAGES,
  METAHEAD_MAX_CONTENT,
  type MetaheadInput,
} from './metahead-options.js'

export interface MetaheadFieldError {
  field: keyof MetaheadInput | 'body'
  message: string
}

const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
// A lone surrogate cannot be stored as UTF-8 and NUL cannot be stored in PostgreSQL text.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Checks a metahead as an admin sent it (the screen runs the same rules before saving): the language is one
 * of 001 §3's, the content is non-empty text that can be stored, a js-src is one https URL, the flags are
 * booleans and the page is an id or null. Returns the value or the fields that need attention; never throws.
 * What needs the server (the URL's host, sanitising html, compiling Sass) happens there, after this.
 */
export function validateMetaheadInput(
  body: unknown,
): { ok: true; value: MetaheadInput } | { ok: false; errors: MetaheadFieldError[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, errors: [{ field: 'body', message: 'must be a metahead object' }] }
  const raw = body as Record<string, unknown>
  const errors: MetaheadFieldError[] = []
  const language = raw.language
  if (!METAHEAD_LANGUAGES.includes(language as never))
    errors.push({ field: 'language', message: `must be one of ${METAHEAD_LANGUAGES.join(', ')}` })
  const content = typeof raw.content === 'string' ? raw.content : undefined
  if (content === undefined) errors.push({ field: 'content', message: 'must be text' })
  else if (!content.trim()) errors.push({ field: 'content', message: 'must not be empty' })
  else if (content.length > METAHEAD_MAX_CONTENT)
    errors.push({ field: 'content', message: `must be at most ${METAHEAD_MAX_CONTENT} characters` })
  else if (UNSTORABLE.test(content))
    errors.push({ field: 'content', message: 'must not contain NUL characters or unpaired surrogates' })
  else if (language === 'js-src' && !isHttpsUrl(content.trim()))
    errors.push({ field: 'content', message: 'must be one https:// URL of a script' })
  const pageId = raw.page_id ?? null
  if (pageId !== null && (typeof pageId !== 'string' || !PAGE_ID.test(pageId)))
    errors.push({ field: 'page_id', message: 'must be a page id, or null for every page' })
  for (const flag of ['in_body', 'reload_on_each_page'] as const)
    if (raw[flag] !== undefined && typeof raw[flag] !== 'boolean')
      errors.push({ field: flag, message: 'must be true or false' })
  const scope = raw.consent_scope ?? 'obligatory'
  if (!METAHEAD_CONSENT_SCOPES.includes(scope as never))
    errors.push({ field: 'consent_scope', message: `must be one of ${METAHEAD_CONSENT_SCOPES.join(', ')}` })
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    value: {
      language: language as MetaheadInput['language'],
      content: language === 'js-src' ? (content as string).trim() : (content as string),
      page_id: pageId as string | null,
      in_body: raw.in_body === true,
      reload_on_each_page: raw.reload_on_each_page === true,
      consent_scope: scope as MetaheadInput['consent_scope'],
    },
  }
}

/**
 * One absolute https URL with a host, no credentials and no white space (the engine has no URL parser: the
 * server parses it again to check the host).
 */
function isHttpsUrl(value: string): boolean {
  return value.length <= 2048 && /^https:\/\/[^\s"'<>/?#@\\]+(?:[/?#][^\s"'<>]*)?$/i.test(value)
}
