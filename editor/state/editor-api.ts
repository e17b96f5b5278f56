import type { PageDocument } from '../../templates/generated/types.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'

/**
 * What became of a save. A draft that breaks field rules is still `saved` (the server stores it with its
 * errors); `invalid` is a malformed document. A `failed` save is `retryable` when the server could not be
 * reached or answered 5xx, 408 or 429: autosave tries it again with backoff.
 */
export type SaveOutcome =
  | { kind: 'saved'; draftVersion: number }
  | { kind: 'conflict'; currentVersion: number; document: PageDocument }
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'failed'; message: string; retryable: boolean }

export type PublishOutcome =
  | { kind: 'published'; version: number }
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'failed'; message: string }

/** What the editor asks of the server: the admin API (editor/state/http-editor-api.ts) or a test double. */
export interface EditorApi {
  save(pageId: string, document: PageDocument, baseVersion: number): Promise<SaveOutcome>
  publish(pageId: string): Promise<PublishOutcome>
}
