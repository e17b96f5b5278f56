/**
 * One finance input as a row of choice buttons (the mena style): native radio buttons in a fieldset, so
 * arrow keys move between them and screen readers announce the group; the buttons look like chips.
 */
export function FinanceChoice({
  name,
  label,
  options,
  value,
  text,
  onChange,
}: {
  /** The radio group's name, unique in the page. */
  name: string
  label: string
  options: number[]
  value: number
  /** How an option reads ("20%", "4", "$5,000"). */
  text: (option: number) => string
  onChange: (value: number) => void
}) {
  return (
    <fieldset className="finance-choice">
      <legend>{label}</legend>
      <div className="finance-choice__options">
        {options.map((option) => (
          <label key={option} className="finance-choice__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <bdi>{text(option)}</bdi>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
