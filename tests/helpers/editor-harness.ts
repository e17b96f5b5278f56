import { structuralErrors } from '../../engine/validation/structural-errors.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import { createEditorStore } from '../../editor/state/create-editor-store.js'
import type { EditorApi } from '../../editor/state/editor-api.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { nestedPage } from './page-builder.js'

/**
 * A fake admin API with the real rules: drafts saved against their base version (a stale base is a
 * conflict), malformed documents refused, drafts that break field rules stored, publishing only what is
 * valid. `otherEditorSaves` plays a second editor; `server.unreachable` fails that many saves as a network
 * outage would.
 */
export function fakeServer(initial: PageDocument) {
  const server = {
    draft: initial,
    version: 1,
    published: [] as PageDocument[],
    saves: 0,
    unreachable: 0,
    /** Errors only the server finds in a draft (a form id naming no form): checked when publishing. */
    serverChecks: [] as ((draft: PageDocument) => ValidationError[])[],
  }
  const api: EditorApi = {
    async save(_id, document, baseVersion) {
      server.saves++
      if (server.unreachable > 0) {
        server.unreachable--
        return { kind: 'failed', message: 'The server could not be reached', retryable: true }
      }
      if (baseVersion !== server.version)
        return { kind: 'conflict', currentVersion: server.version, document: server.draft }
      const malformed = structuralErrors(document, validatePage(document).errors)
      if (malformed.length > 0) return { kind: 'invalid', errors: malformed }
      server.draft = document
      server.version++
      return { kind: 'saved', draftVersion: server.version }
    },
    async publish() {
      const errors = [
        ...validatePage(server.draft).errors,
        ...server.serverChecks.flatMap((c) => c(server.draft)),
      ]
      if (errors.length > 0) return { kind: 'invalid', errors }
      server.published.push(server.draft)
      return { kind: 'published', version: server.published.length }
    },
  }
  return {
    server,
    api,
    otherEditorSaves(document: PageDocument) {
      server.draft = document
      server.version++
    },
  }
}

/** An editor on the nested test page, talking to a fake server; `now` is its clock for bursts of typing. */
export function testEditor(doc: PageDocument = nestedPage(), now?: () => number) {
  const fake = fakeServer(doc)
  const store = createEditorStore({ pageId: doc.id, doc, baseVersion: 1, api: fake.api, now })
  return { store, state: () => store.getState(), ...fake }
}
