import { loadPage } from '../../engine/migrations/load-page.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { PageDraft } from './page-admin-store.js'

/**
 * A stored draft as the current template versions read it: migrated when it can be, else as saved (a
 * draft may be invalid while an editor works on it; the renderer and the API show what is there).
 */
export function draftDocument(draft: PageDraft): PageDocument {
  const loaded = loadPage(draft.draft)
  return (loaded.ok ? loaded.doc : draft.draft) as PageDocument
}
