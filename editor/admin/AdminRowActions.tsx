/**
 * The Edit and Delete buttons of an admin table row, each named by the row for screen readers ("Edit
 * SALGA2AE8LA600001"), since every row has the same two.
 */
export function AdminRowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <span className="admin-actions">
      <button
        type="button"
        className="admin-button admin-button--small"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        className="admin-button admin-button--small admin-button--danger"
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        Delete
      </button>
    </span>
  )
}
