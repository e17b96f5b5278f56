import { applyPatches } from 'immer'
import { immer } from 'zustand/middleware/immer'
import { createStore } from 'zustand/vanilla'
import { applyActionWithPatches } from '../../engine/operations/apply-action.js'
import type { EditorAction, Verdict } from '../../engine/operations/editor-action.js'
import { createPageValidator } from '../../engine/validation/page-validator.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { EditorApi } from './editor-api.js'
import type { HistoryEntry } from './history-entry.js'
import { editedField } from './edited-field.js'
import { pushHistory } from './push-history.js'
import { whenIdle } from './when-idle.js'

/**
 * `retrying`: the last save could not reach the server (offline, 5xx); the changes are kept and autosave
 * tries again with backoff. `failed`: the server refused the save for good (a malformed document, no
 * permission); only the editor can help.
 */
export type SaveState = 'saved' | 'dirty' | 'saving' | 'conflict' | 'retrying' | 'failed'

export type PublishResult =
  | { kind: 'published'; version: number }
  | { kind: 'blocked'; errors: ValidationError[] }
  | { kind: 'failed'; message: string }

export interface EditorState {
  pageId: string
  doc: PageDocument
  /** The draft version the document was based on: what a save is checked against. */
  baseVersion: number
  /** The version the live site shows; null while the page was never published. */
  publishedVersion: number | null
  selection: string | null
  /** What the fields area shows: the selected block's fields or the page's settings. */
  fieldsShown: 'block' | 'page'
  past: HistoryEntry[]
  future: HistoryEntry[]
  /**
   * The engine's validation of the current document, redone on every change: at once for changes to the
   * page's structure, right after the editor pauses for field edits (a keystroke does not wait for the
   * whole page to validate). validateNow() brings it up to date.
   */
  errors: ValidationError[]
  /** Number of errors per block id, for the badges in canvas and outline. */
  errorsByBlock: Record<string, number>
  saveState: SaveState
  saveMessage: string | null
  /** Another editor's save won: both versions, until this editor chooses. */
  conflict: { theirs: PageDocument; version: number } | null
  /** Why the last action was refused (shown to the editor), or null. */
  refusal: string | null

  /** Applies an editor action through the engine; a refused one changes nothing and sets `refusal`. */
  dispatch(action: EditorAction): Verdict
  undo(): void
  redo(): void
  /** Selects a block (null: none); selecting one shows its fields. */
  select(blockId: string | null): void
  showFields(which: 'block' | 'page'): void
  /** Ends the burst of typing the last undo step may still gather: the next keystroke starts a new step. */
  endTypingBurst(): void
  /** Validates a field edit still waiting for its turn now. */
  validateNow(): void
  /** Saves the draft against baseVersion; a stale base becomes a conflict, never an overwrite. */
  save(): Promise<SaveState>
  /** Resolves a conflict by keeping this editor's document: saved on top of the other version. */
  keepMine(): Promise<SaveState>
  /** Resolves a conflict by taking the other editor's document (this editor's history is dropped). */
  takeTheirs(): void
  /** Publishes after saving; refused while the document has errors (the publish gate). */
  publish(): Promise<PublishResult>
}

/** The longest a field edit waits for its validation (it usually runs sooner, when the browser is idle). */
const VALIDATION_DELAY = 150

/**
 * Validates a document. When the errors are the same as before (the usual case while typing), the previous
 * arrays are kept, so everything that shows errors sees no change and does not render again.
 */
function validation(
  validatePage: (doc: PageDocument) => { errors: ValidationError[] },
  doc: PageDocument,
  previous?: Pick<EditorState, 'errors' | 'errorsByBlock'>,
): Pick<EditorState, 'errors' | 'errorsByBlock'> {
  const { errors } = validatePage(doc)
  if (
    previous &&
    previous.errors.length === errors.length &&
    errors.every((e, i) => {
      const p = previous.errors[i] as ValidationError
      return p.path === e.path && p.message === e.message && p.blockId === e.blockId
    })
  )
    return { errors: previous.errors, errorsByBlock: previous.errorsByBlock }
  const errorsByBlock: Record<string, number> = {}
  for (const error of errors)
    if (error.blockId) errorsByBlock[error.blockId] = (errorsByBlock[error.blockId] ?? 0) + 1
  return { errors, errorsByBlock }
}

/**
 * One editor's store (DESIGN §7): zustand with immer, every document change an engine action, undo and
 * redo from immer patches, validation on every change, saves checked against the version they started
 * from. Read it through the selector hooks of editor-store-context.tsx.
 */
export function createEditorStore(options: {
  pageId: string
  doc: PageDocument
  baseVersion: number
  /** The version live on the site, if any (null or left out: never published). */
  publishedVersion?: number | null
  api: EditorApi
  /** The clock that times bursts of typing (tests pass their own). */
  now?: () => number
}) {
  const { api } = options
  const now = options.now ?? Date.now
  // validatePage's result, reusing the check of every top-level block this document has not changed.
  const validatePage = createPageValidator()
  return createStore<EditorState>()(
    immer((set, get) => {
      let cancelPending: (() => void) | null = null
      // Whether the last history step is a field edit the next keystroke may join: not after an undo, a
      // redo or any other change.
      let typingOpen = false
      const validateNow = () => {
        cancelPending?.()
        cancelPending = null
        const state = get()
        const next = validation(validatePage, state.doc, state)
        if (next.errors !== state.errors) set(next)
      }

      /**
       * Replaces the document (never through immer's draft: engine documents are already immutable). Edits
       * made while a conflict waits keep it waiting: only the editor's choice ends it. A field edit is
       * validated when the browser is next idle; anything else at once.
       */
      const setDoc = (doc: PageDocument, extra: Partial<EditorState> = {}, deferValidation = false) => {
        if (!deferValidation) {
          cancelPending?.()
          cancelPending = null
        } else if (!cancelPending) cancelPending = whenIdle(validateNow, VALIDATION_DELAY)
        // An object, not a recipe: the immer middleware passes it through instead of drafting the whole
        // state (documents, history) on every keystroke.
        set({
          doc,
          ...(deferValidation ? {} : validation(validatePage, doc, get())),
          saveState: get().conflict ? 'conflict' : 'dirty',
          refusal: null,
          ...extra,
        })
      }

      const save = async (): Promise<SaveState> => {
        const { pageId, doc, baseVersion, saveState } = get()
        if (saveState === 'conflict' || saveState === 'saving') return saveState
        set({ saveState: 'saving', saveMessage: null })
        const outcome = await api.save(pageId, doc, baseVersion)
        // Changes made while saving keep the document dirty: they were not part of this save.
        const changedMeanwhile = get().doc !== doc
        switch (outcome.kind) {
          case 'saved':
            set({ baseVersion: outcome.draftVersion, saveState: changedMeanwhile ? 'dirty' : 'saved' })
            break
          case 'conflict':
            set({
              saveState: 'conflict',
              conflict: { theirs: outcome.document, version: outcome.currentVersion },
            })
            break
          case 'invalid':
            set({
              saveState: 'failed',
              saveMessage: `The server found the document malformed: ${outcome.errors[0]?.message ?? ''}`,
            })
            break
          case 'failed':
            set({ saveState: outcome.retryable ? 'retrying' : 'failed', saveMessage: outcome.message })
            break
        }
        return get().saveState
      }

      return {
        pageId: options.pageId,
        doc: options.doc,
        baseVersion: options.baseVersion,
        publishedVersion: options.publishedVersion ?? null,
        selection: null,
        fieldsShown: 'block',
        past: [],
        future: [],
        ...validation(validatePage, options.doc),
        saveState: 'saved',
        saveMessage: null,
        conflict: null,
        refusal: null,

        dispatch(action) {
          const result = applyActionWithPatches(get().doc, action)
          if (!result.ok) {
            set({ refusal: result.reason })
            return { ok: false, reason: result.reason }
          }
          const entry: HistoryEntry = { patches: result.patches, inverse: result.inversePatches }
          const field = editedField(action)
          if (field) entry.typing = { ...field, at: now() }
          const past = pushHistory(get().past, entry, typingOpen)
          typingOpen = field !== undefined
          setDoc(result.doc, { past, future: [] }, field !== undefined)
          if (action.type === 'insert') set({ selection: action.block.id })
          if (action.type === 'remove' && get().selection === action.blockId) set({ selection: null })
          return { ok: true }
        },

        undo() {
          const { past, future, doc } = get()
          const entry = past[past.length - 1]
          if (!entry) return
          typingOpen = false
          setDoc(applyPatches(doc, entry.inverse), { past: past.slice(0, -1), future: [...future, entry] })
        },

        redo() {
          const { past, future, doc } = get()
          const entry = future[future.length - 1]
          if (!entry) return
          typingOpen = false
          setDoc(applyPatches(doc, entry.patches), { past: [...past, entry], future: future.slice(0, -1) })
        },

        select(blockId) {
          set(blockId ? { selection: blockId, fieldsShown: 'block' } : { selection: blockId })
        },

        showFields(which) {
          set({ fieldsShown: which })
        },

        endTypingBurst() {
          typingOpen = false
        },

        validateNow,

        save,

        async keepMine() {
          const { conflict } = get()
          if (!conflict) return get().saveState
          set({ baseVersion: conflict.version, conflict: null, saveState: 'dirty' })
          return save()
        },

        takeTheirs() {
          const { conflict } = get()
          if (!conflict) return
          typingOpen = false
          setDoc(conflict.theirs, {
            baseVersion: conflict.version,
            conflict: null,
            past: [],
            future: [],
            saveState: 'saved',
          })
        },

        async publish() {
          validateNow()
          const { errors } = get()
          if (errors.length > 0) return { kind: 'blocked', errors }
          if (get().saveState !== 'saved') {
            const state = await save()
            if (state !== 'saved')
              return { kind: 'failed', message: get().saveMessage ?? 'Save the page before publishing' }
          }
          const outcome = await api.publish(get().pageId)
          if (outcome.kind === 'invalid') return { kind: 'blocked', errors: outcome.errors }
          if (outcome.kind === 'published') set({ publishedVersion: outcome.version })
          return outcome
        },
      }
    }),
  )
}

export type EditorStore = ReturnType<typeof createEditorStore>
