import { keyedSlice } from './keyed-slice.js'

/**
 * Whether the block is the selected one. Every canvas block and outline row asks; a change of selection
 * wakes the two blocks it concerns, and an edit wakes none.
 */
export const useIsSelected = keyedSlice(
  (state, previous) => (state.selection === previous.selection ? [] : [previous.selection, state.selection]),
  (state, blockId) => state.selection === blockId,
)
