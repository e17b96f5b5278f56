/** The autocomplete settings of 001 §3 with the defaults of 001 §9. */
export interface AutocompleteSettings {
  /** At most this many suggestions show. */
  limit: number
  /** Milliseconds of quiet typing before suggestions are fetched. */
  delay: number
  /** Suggestions are fetched only from this many characters. */
  charactersToStart: number
  /** The list's width per breakpoint: the field's full width, or half of it. */
  widths: Record<'sm' | 'md' | 'lg' | 'xl', 'full' | 'half'>
  /** A suggestion must contain the typed text, compared case-insensitively (001 §5). */
  searchWithinPhrase: boolean
}

/** 001 §9: at most 5 suggestions, 200 ms debounce, 3 characters minimum; full width on small and medium
 * screens, half on large and extra-large. */
export const AUTOCOMPLETE_DEFAULTS: AutocompleteSettings = {
  limit: 5,
  delay: 200,
  charactersToStart: 3,
  widths: { sm: 'full', md: 'full', lg: 'half', xl: 'half' },
  searchWithinPhrase: true,
}

/** 001 §5: fetch only when the field is enabled and the text has at least the minimum of characters. */
export function shouldFetchSuggestions(
  text: string,
  enabled: boolean,
  settings: AutocompleteSettings = AUTOCOMPLETE_DEFAULTS,
): boolean {
  return enabled && [...text.trim()].length >= settings.charactersToStart
}

/**
 * The suggestions to show from an answer of /search_suggestions/ (001 §7: only a 200's `data` counts; any
 * other body gives none): plain strings, those containing the typed text when searching within the phrase,
 * without repeats, at most `limit`.
 */
export function visibleSuggestions(
  data: unknown,
  typed: string,
  settings: AutocompleteSettings = AUTOCOMPLETE_DEFAULTS,
): string[] {
  if (!Array.isArray(data)) return []
  const needle = typed.trim().toLowerCase()
  const out: string[] = []
  for (const item of data) {
    if (typeof item !== 'string' || !item.trim() || out.includes(item)) continue
    if (settings.searchWithinPhrase && !item.toLowerCase().includes(needle)) continue
    out.push(item)
    if (out.length === settings.limit) break
  }
  return out
}
