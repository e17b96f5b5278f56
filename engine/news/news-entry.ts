/** A news entry as the news API answers it and the news block shows it (002 §3 News, decision 041). */
export interface NewsEntry {
  id: string
  /** The entry's address in the block: `?article={slug}`. */
  slug: string
  title: string
  /** Plain text for the list. */
  summary: string
  /** Rich text (HTML) for the article view; the renderer sanitises it. Lists leave it empty. */
  body: string
  image: { id: string; alt: string } | null
  /** An ISO 3166 code, or '' for every country. */
  country: string
  locale: string
  /** ISO 8601; the block shows it in its date locale. */
  published_at: string
}
