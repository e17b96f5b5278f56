/** An add button that, when the list is full, stays visible but disabled and says why beside it. */
export function AddButton(props: {
  id: string
  full: boolean
  reason: string
  label: string
  onAdd(): void
}) {
  const { id, full, reason, label, onAdd } = props
  return (
    <div className="field-add">
      <button
        type="button"
        className="field-button"
        disabled={full}
        aria-describedby={full ? `${id}-why` : undefined}
        onClick={onAdd}
      >
        {label}
      </button>
      {full ? (
        <span id={`${id}-why`} className="field-add-why">
          {reason}
        </span>
      ) : null}
    </div>
  )
}
