/** The default style's product chooser: radio buttons drawn as a segmented control. */
export function ProductChoice({
  name,
  legend,
  names,
  selected,
  onSelect,
}: {
  name: string
  legend: string
  names: string[]
  selected: number
  onSelect: (index: number) => void
}) {
  return (
    <fieldset className="finance-products">
      <legend className="finance-block__legend">{legend}</legend>
      <div className="finance-products__list">
        {names.map((text, i) => (
          <label key={`${i}-${text}`} className="finance-products__option">
            <input type="radio" name={name} value={i} checked={i === selected} onChange={() => onSelect(i)} />
            <span>{text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
