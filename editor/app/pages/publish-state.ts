import type { PageSummary } from '../admin-client.js'

/** Where a page stands between its draft and the live site. */
export type PublishState = 'draft' | 'published' | 'changed'

/** What the pages screen calls each state. */
export const PUBLISH_STATE_TEXT: Record<PublishState, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Changed since publish',
}

/** Never published: a draft; published and the draft the same: published; else changed since publish. */
export function publishState(page: PageSummary): PublishState {
  if (page.publishedVersion === null) return 'draft'
  return page.changedSincePublish ? 'changed' : 'published'
}
