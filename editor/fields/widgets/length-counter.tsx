/** "12 / 300" under a text input; over the limit it says so (the field's error says it too, on the next change). */
export function LengthCounter({ id, length, max }: { id: string; length: number; max: number | undefined }) {
  if (max === undefined) return null
  const over = length > max
  return (
    <span id={id} className={over ? 'field-counter field-counter-over' : 'field-counter'}>
      {length} / {max}
      {over ? ` (${length - max} too many)` : ''}
    </span>
  )
}
