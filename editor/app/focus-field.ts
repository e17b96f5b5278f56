/** How many frames to wait for the field panel of a newly selected block to render. */
const FRAMES = 30
const FOCUSABLE = 'input:not([type=hidden]), textarea, select, [contenteditable="true"], button, output'

/**
 * Focuses the field at `pointer` (inside the block's attributes, or the page's when `blockId` is null) in
 * the field panel, once the panel shows that block (or the page settings): the error's own field, else the
 * nearest field around it (a link's url is inside the link's row). Call after selecting the block (or
 * showing the page settings). Returns at once; the focus follows within a few frames.
 */
export function focusField(blockId: string | null, pointer: string, root: ParentNode = document): void {
  const panel =
    blockId === null
      ? '.field-panel-area[data-fields="page"]'
      : `.field-panel-area[data-block-id="${CSS.escape(blockId)}"]`
  const parts = pointer.split('/').slice(1)
  let frames = 0
  const attempt = () => {
    for (let n = parts.length; n > 0; n--) {
      const at = `/${parts.slice(0, n).join('/')}`
      const row = root.querySelector<HTMLElement>(`${panel} [data-testid="field:${CSS.escape(at)}"]`)
      if (!row) continue
      const target = row.querySelector<HTMLElement>(FOCUSABLE) ?? row
      if (target === row) row.tabIndex = -1
      // Focus scrolls the field panel (its own scroll area) to the field.
      target.focus()
      return
    }
    if (++frames < FRAMES) requestAnimationFrame(attempt)
  }
  requestAnimationFrame(attempt)
}
