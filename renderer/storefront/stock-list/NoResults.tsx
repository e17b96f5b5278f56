/** The stock locator's no-results page (002 §2) with its "Reset Filter" button. */
export function NoResults({
  heading,
  text,
  resetLabel,
  resetTheme,
  onReset,
}: {
  heading: string
  text: string
  resetLabel: string
  resetTheme: string
  onReset: () => void
}) {
  return (
    <div className="no-results">
      <h3 className="no-results__heading">{heading}</h3>
      {text ? <p>{text}</p> : null}
      <button type="button" className={`button button--${resetTheme} no-results__reset`} onClick={onReset}>
        {resetLabel}
      </button>
    </div>
  )
}
