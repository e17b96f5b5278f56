import type { Draft } from 'immer'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Verdict } from './editor-action.js'

/**
 * One editor operation. Called without a draft it only answers "can I?"; called with an immer draft of the
 * same document it also does it. One function for both, so the dry run that lights up drop targets and the
 * real drop can never disagree.
 */
export type Command<A> = (doc: PageDocument, action: A, draft?: Draft<PageDocument>) => Verdict
