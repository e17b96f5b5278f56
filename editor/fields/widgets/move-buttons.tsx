/**
 * Move up, move down and remove for one item of a list: the keyboard-operable alternative to dragging
 * (WCAG 2.5.7). `name` says which item, for screen readers ("Move Tab 2 up").
 */
export function MoveButtons(props: {
  name: string
  index: number
  count: number
  canRemove: boolean
  onMove(to: number): void
  onRemove(): void
}) {
  const { name, index, count, canRemove, onMove, onRemove } = props
  return (
    <span className="field-item-actions">
      <button
        type="button"
        className="field-button"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="field-button"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="field-button field-button-danger"
        aria-label={`Remove ${name}`}
        disabled={!canRemove}
        onClick={onRemove}
      >
        Remove
      </button>
    </span>
  )
}
