import type { PageDocument } from '../../templates/generated/types.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'

export type SaveOutcome =
  | { kind: 'saved'; draftVersion: number }
  | { kind: 'conflict'; currentVersion: number; document: PageDocument }
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'failed'; message: string }

export type PublishOutcome =
  | { kind: 'published'; version: number }
  | { kind: 'invalid'; errors: ValidationError[] }
  | { kind: 'failed'; message: string }

/** What the editor asks of the server: the admin API (editor/state/http-editor-api.ts) or a test double. */
export interface EditorApi {
  save(pageId: string, document: PageDocument, baseVersion: number): Promise<SaveOutcome>
  publish(pageId: string): Promise<PublishOutcome>
}
