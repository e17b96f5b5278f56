/** What a news block shows: a page of the list, or one article (null when the address names none). */
export type NewsView = { kind: 'list'; page: number } | { kind: 'article'; slug: string | null }

/** The query parameters of a news block's view: `?news_page=2`, `?article=new-defender-130`. */
export const NEWS_QUERY = { page: 'news_page', article: 'article' } as const
