import { useId } from 'react'
import type { TradeInChoices } from '../../../engine/orders/journey-types.js'
import type { TradeInData } from './journey-storage.js'
import type { OrderOnlineLabels } from './order-online-labels.js'

/**
 * The trade-in part of the details step (000 §3 "Trade-in"): off until the shopper says they have a
 * vehicle; then brand, model (of that brand), body and fuel type from `trade_in/form_options`, the
 * registration, its first registration month and the mileage. Names are stored, as the spec's data keeps them.
 */
export function TradeInForm({
  options,
  value,
  labels,
  onChange,
}: {
  options: TradeInChoices
  value: TradeInData
  labels: OrderOnlineLabels
  onChange: (value: TradeInData) => void
}) {
  const id = useId()
  const brand = options.brands.find((b) => b.name === value.brand?.name)
  const models = brand ? options.models.filter((m) => m.brand === brand.name) : []
  const select = (
    key: 'brand' | 'model' | 'bodyType' | 'fuelType',
    label: string,
    list: { id: string; name: string }[],
    disabled = false,
  ) => (
    <label className="order-field">
      <span>{label}</span>
      <select
        value={value[key]?.name ?? ''}
        disabled={disabled}
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
    </label>
  )
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
              onChange={(e) => onChange({ ...value, registration: e.target.value })}
            />
          </label>
          <label className="order-field">
            <span>{labels.registrationDate}</span>
            <input
              id={`${id}-date`}
              type="month"
              value={value.registrationDate?.date ?? ''}
              onChange={(e) =>
                onChange({
                  ...value,
                  registrationDate: e.target.value ? { date: e.target.value } : undefined,
                })
              }
            />
          </label>
          <label className="order-field">
            <span>{labels.mileageNow}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={999999}
              value={value.mileage ?? ''}
              onChange={(e) =>
                onChange({
                  ...value,
                  mileage: e.target.value === '' ? undefined : Math.max(0, Number(e.target.value)),
                })
              }
            />
          </label>
        </div>
      ) : null}
    </fieldset>
  )
}
