import { Button } from '../ui/Button.js'

/**
 * The Edit and Delete buttons of an admin table row. Each says its action and, to screen readers only, the
 * row's name ("Delete SALGA2AE8LA600001"), since every row has the same two; the visible word stays in the
 * name, so speech control finds the button by what it shows.
 */
export function AdminRowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string
  onEdit?: () => void
  onDelete: () => void
}) {
  return (
    <>
      {onEdit ? (
        <Button size="small" onClick={onEdit}>
          Edit<span className="visually-hidden"> {name}</span>
        </Button>
      ) : null}
      <Button size="small" variant="danger" onClick={onDelete}>
        Delete<span className="visually-hidden"> {name}</span>
      </Button>
    </>
  )
}
