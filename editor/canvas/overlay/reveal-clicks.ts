/**
 * Clicks the editor makes on a block's own controls (a tab) to show a nested block. The canvas does not
 * take them as the editor choosing that block.
 */
export const revealClicks = new WeakSet<Event>()
