/** The block actions a keyboard user repeats: the focus goes back to the same one after the move. */
export type RowAction = 'up' | 'down'

/**
 * Puts the focus back on a block's outline row after it moved: on `action` among its actions while that is
 * still enabled (Move up again), else on the row itself. A moved row is a new element (another list) or one
 * moved in the DOM, which drops the focus to the body; this runs once React has rendered the move.
 */
export function focusOutlineRow(doc: Document, blockId: string, action?: RowAction): void {
  setTimeout(() => {
    const row = doc.querySelector<HTMLElement>(`[data-testid="outline-item:${CSS.escape(blockId)}"]`)
    if (!row) return
    const actions = row.nextElementSibling?.classList.contains('block-actions')
      ? row.nextElementSibling
      : null
    const again = action ? actions?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`) : null
    if (again && !again.disabled) again.focus()
    else row.querySelector<HTMLElement>('.outline__select')?.focus()
  }, 0)
}
