import { useId } from 'react'
import type { TradeInChoices } from '../../../engine/orders/journey-types.js'
import {
  tradeInProblems,
  TRADE_IN_MILEAGE_MAX,
  type TradeInProblem,
} from '../../../engine/orders/trade-in-problems.js'
import { fill } from '../../html/fill.js'
import type { TradeInData } from './journey-storage.js'
import type { OrderOnlineLabels } from './order-online-labels.js'
import type { OrderSummaryLabels } from './order-summary-labels.js'

/**
 * The trade-in part of the details step (000 §3 "Trade-in"): off until the shopper says they have a
 * vehicle; then brand, model (of that brand), body and fuel type from `trade_in/form_options`, the
 * registration, its first registration month and the mileage. Names are stored, as the spec's data keeps them.
 * The server's rules (engine/orders/trade-in-problems.ts) are checked here too, and each problem is said
 * beside its field once `showProblems` is set (the shopper tried to go on).
 */
export function TradeInForm({
  options,
  value,
  labels,
  problemLabels,
  showProblems,
  onChange,
}: {
  options: TradeInChoices
  value: TradeInData
  labels: OrderOnlineLabels
  problemLabels: OrderSummaryLabels
  showProblems: boolean
  onChange: (value: TradeInData) => void
}) {
  const id = useId()
  const problems = showProblems ? tradeInProblems(value, options, new Date()) : []
  const names: Record<TradeInProblem['field'], string> = {
    isTradeInOn: labels.tradeInToggle,
    brand: labels.brand,
    model: labels.model,
    bodyType: labels.bodyType,
    fuelType: labels.fuelType,
    registration: labels.registration,
    registrationDate: labels.registrationDate,
    mileage: labels.mileageNow,
  }
  /** The field's problem as a sentence and the attributes that tie it to its input. */
  const problemOf = (key: TradeInProblem['field']) => {
    const problem = problems.find((p) => p.field === key)
    if (!problem) return { attributes: {}, message: null }
    const errorId = `${id}-${key}-error`
    return {
      attributes: { 'aria-invalid': true as const, 'aria-describedby': errorId },
      message: (
        <span className="order-error" id={errorId}>
          {fill(problemLabels.problems[problem.code], { field: names[key] })}
        </span>
      ),
    }
  }
  const brand = options.brands.find((b) => b.name === value.brand?.name)
  const models = brand ? options.models.filter((m) => m.brand === brand.name) : []
  const select = (
    key: 'brand' | 'model' | 'bodyType' | 'fuelType',
    label: string,
    list: { id: string; name: string }[],
    disabled = false,
  ) => {
    const problem = problemOf(key)
    return (
      <label className="order-field">
        <span>{label}</span>
        <select
          value={value[key]?.name ?? ''}
          disabled={disabled}
          {...problem.attributes}
          onChange={(e) => {
            const name = e.target.value
            const next: TradeInData = { ...value, [key]: name ? { name } : undefined }
            if (key === 'brand') delete next.model
            onChange(next)
          }}
        >
          <option value="">{labels.choose}</option>
          {list.map((item) => (
            <option key={item.id} value={item.name}>
              {item.name}
            </option>
          ))}
        </select>
        {problem.message}
      </label>
    )
  }
  const registration = problemOf('registration')
  const registrationDate = problemOf('registrationDate')
  const mileage = problemOf('mileage')
  return (
    <fieldset className="order-card">
      <legend className="order-card__title">{labels.tradeIn}</legend>
      <label className="order-option">
        <input
          type="checkbox"
          checked={value.isTradeInOn}
          onChange={(e) => onChange({ ...value, isTradeInOn: e.target.checked })}
        />
        <span>{labels.tradeInToggle}</span>
      </label>
      {value.isTradeInOn ? (
        <div className="order-grid">
          {select('brand', labels.brand, options.brands)}
          {select('model', labels.model, models, !brand)}
          {select('bodyType', labels.bodyType, options.bodyTypes)}
          {select('fuelType', labels.fuelType, options.fuelTypes)}
          <label className="order-field">
            <span>{labels.registration}</span>
            <input
              value={value.registration ?? ''}
              maxLength={12}
              autoComplete="off"
              {...registration.attributes}
              onChange={(e) => onChange({ ...value, registration: e.target.value })}
            />
            {registration.message}
          </label>
          <label className="order-field">
            <span>{labels.registrationDate}</span>
            <input
              id={`${id}-date`}
              type="month"
              value={value.registrationDate?.date ?? ''}
              max={new Date().toISOString().slice(0, 7)}
              {...registrationDate.attributes}
              onChange={(e) =>
                onChange({
                  ...value,
                  registrationDate: e.target.value ? { date: e.target.value } : undefined,
                })
              }
            />
            {registrationDate.message}
          </label>
          <label className="order-field">
            <span>{labels.mileageNow}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={TRADE_IN_MILEAGE_MAX}
              step={1}
              value={value.mileage ?? ''}
              {...mileage.attributes}
              onChange={(e) =>
                onChange({
                  ...value,
                  // Kept as typed (a negative or a fraction too), so the rule can say what is wrong.
                  mileage: e.target.value === '' ? undefined : Number(e.target.value),
                })
              }
            />
            {mileage.message}
          </label>
        </div>
      ) : null}
    </fieldset>
  )
}
