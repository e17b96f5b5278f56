/** A field's own error messages, under it, as the list its `aria-describedby` points at (`<id>-errors`). */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null
  return (
    <ul id={`${id}-errors`} className="field-errors">
      {errors.map((message, i) => (
        <li key={i}>{message}</li>
      ))}
    </ul>
  )
}
