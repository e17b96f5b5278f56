import type { PageSummary } from '../../../../editor/app/admin-client.js'

/** A page of the pages list, published and unchanged unless told otherwise. */
export function pageSummary(path: string, change: Partial<PageSummary> = {}): PageSummary {
  return {
    id: `p${path.replace(/\W+/g, '-')}`,
    site: 'lrdx',
    locale: 'en',
    path,
    pageType: 'page',
    title: `Title of ${path}`,
    draftVersion: 2,
    publishedVersion: 1,
    errorCount: 0,
    changedSincePublish: false,
    updatedAt: '2026-03-01T10:00:00Z',
    updatedBy: 'Eddie Editor',
    ...change,
  }
}
