import { useState, type FormEvent } from 'react'
import { maxPriceFromBudget } from '../../../engine/stock-locator/max-price-from-budget.js'
import { Modal } from '../../layout/Modal.js'
import { useStockListLabels } from './use-stock-list-labels.js'

/** Terms offered, in months (the block catalogue's sample: monthly rentals between 24 and 60). */
const TERMS = [24, 36, 48, 60] as const

/**
 * The reverse calculator (000 §2): a monthly budget, a deposit and a term give the highest price the
 * budget pays for, applied as the maximum of the price filter. A budget the calculation cannot use shows
 * the block's error text instead. "Reset Filter" removes the maximum again.
 */
export function ReverseCalculatorModal({
  open,
  onClose,
  heading,
  errorText,
  resetLabel,
  interestRate,
  onApply,
  onReset,
  idPrefix,
}: {
  open: boolean
  onClose: () => void
  heading: string
  errorText: string
  resetLabel: string
  interestRate: number
  onApply: (maxPrice: number) => void
  onReset: () => void
  idPrefix: string
}) {
  const L = useStockListLabels()
  const [budget, setBudget] = useState('')
  const [deposit, setDeposit] = useState('0')
  const [months, setMonths] = useState<number>(48)
  const [error, setError] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = maxPriceFromBudget({
      monthlyBudget: Number(budget || NaN),
      deposit: Number(deposit || 0),
      months,
      annualRatePercent: interestRate,
    })
    if (!result.ok) {
      setError(true)
      return
    }
    setError(false)
    onApply(result.maxPrice)
  }
  const id = `${idPrefix}-calculator`
  return (
    <Modal open={open} onClose={onClose} label={heading} className="reverse-calculator">
      <h2 className="reverse-calculator__heading">{heading}</h2>
      <form onSubmit={submit} noValidate>
        <div className="stock-field">
          <label htmlFor={`${id}-budget`}>{L.monthlyBudget}</label>
          <input
            id={`${id}-budget`}
            type="number"
            inputMode="numeric"
            min={1}
            value={budget}
            onChange={(event) => setBudget(event.target.value)}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="stock-field">
          <label htmlFor={`${id}-deposit`}>{L.deposit}</label>
          <input
            id={`${id}-deposit`}
            type="number"
            inputMode="numeric"
            min={0}
            value={deposit}
            onChange={(event) => setDeposit(event.target.value)}
          />
        </div>
        <div className="stock-field">
          <label htmlFor={`${id}-term`}>{L.term}</label>
          <select
            id={`${id}-term`}
            value={months}
            onChange={(event) => setMonths(Number(event.target.value))}
          >
            {TERMS.map((term) => (
              <option key={term} value={term}>
                {L.months(term)}
              </option>
            ))}
          </select>
        </div>
        {error ? (
          <p id={`${id}-error`} className="stock-error" role="alert">
            {errorText}
          </p>
        ) : null}
        <div className="reverse-calculator__actions">
          <button type="submit" className="button button--primary">
            {L.calculate}
          </button>
          <button type="button" className="button button--secondary" onClick={onReset}>
            {resetLabel}
          </button>
        </div>
      </form>
    </Modal>
  )
}
