/** A labelled native select of a few named options (the mena style's model and product choosers). */
export function LabelledSelect({
  id,
  label,
  options,
  value,
  onChange,
}: {
  id: string
  label: string
  options: { value: string; text: string }[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="finance-block__select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  )
}
