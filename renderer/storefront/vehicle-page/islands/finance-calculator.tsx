import { useEffect, useId, useState } from 'react'
import { clampFinanceInput } from '../../../../engine/storefront/clamp-finance-input.js'
import { FINANCE_INPUT_DEFAULTS, type FinanceInput } from '../../../../engine/storefront/finance-inputs.js'
import { formatPrice } from '../../../../engine/storefront/format-price.js'
import { monthlyPayment } from '../../../../engine/storefront/monthly-payment.js'
import type { PriceSettings } from '../../../../engine/storefront/price-settings.js'
import { readSavedVehicles, updateSaved } from '../../saved-vehicles/saved-vehicles-store.js'
import { fill } from '../fill.js'
import { rememberFinance } from '../finance-figures.js'

export interface FinanceCalculatorProps {
  vehicleId: string
  price: number
  annualRatePercent: number
  priceSettings: PriceSettings
  labels: { title: string; deposit: string; term: string; years: string; monthly: string; note: string }
}

function Slider({
  label,
  unit,
  input,
  value,
  onChange,
}: {
  label: string
  unit: string
  input: FinanceInput
  value: number
  onChange: (value: number) => void
}) {
  const id = useId()
  // The typed field keeps what the shopper types until it leaves the field; then it is clamped and snapped.
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <div className="finance-calculator__field">
      <label htmlFor={`${id}-range`}>{label}</label>
      <div className="finance-calculator__inputs">
        <input
          id={`${id}-range`}
          type="range"
          min={input.min}
          max={input.max}
          step={input.interval}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <span className="finance-calculator__typed">
          <input
            type="number"
            inputMode="numeric"
            aria-label={`${label} (${unit})`}
            min={input.min}
            max={input.max}
            step={input.interval}
            value={typed ?? String(value)}
            onChange={(e) => setTyped(e.target.value)}
            onBlur={() => {
              if (typed !== null) onChange(clampFinanceInput(Number(typed), input))
              setTyped(null)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') (e.target as HTMLInputElement).blur()
            }}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      </div>
    </div>
  )
}

/**
 * The mini finance calculator (island "storefront:vehicle-page/finance-calculator", 000 §2): deposit and
 * term sliders with typed number inputs as alternatives (002 §5 defaults: deposit 20-50 % in steps of 5,
 * term 4-7 years), and the estimated monthly payment. Its figures go with a saved vehicle as the lease
 * calculator data (000 §3).
 */
export default function FinanceCalculator({
  vehicleId,
  price,
  annualRatePercent,
  priceSettings,
  labels,
}: FinanceCalculatorProps) {
  const inputs = FINANCE_INPUT_DEFAULTS
  const [deposit, setDeposit] = useState(inputs.down_payment.default)
  const [years, setYears] = useState(inputs.duration.default)
  const payment = monthlyPayment({ price, depositPercent: deposit, years, annualRatePercent })

  // A saved vehicle opens with the figures it was saved with; until they are read nothing is written, so
  // the defaults never overwrite them.
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const lease = readSavedVehicles().find((v) => v.id === vehicleId)?.lease
    if (lease) {
      setDeposit(clampFinanceInput(lease.deposit_percent, inputs.down_payment))
      setYears(clampFinanceInput(lease.duration_years, inputs.duration))
    }
    setReady(true)
  }, [vehicleId, inputs])

  useEffect(() => {
    if (!ready) return
    rememberFinance({ vehicleId, deposit_percent: deposit, duration_years: years, monthly_payment: payment })
    updateSaved(vehicleId, {
      lease: { deposit_percent: deposit, duration_years: years, monthly_payment: payment },
    })
  }, [ready, vehicleId, deposit, years, payment])

  return (
    <section className="finance-calculator" aria-label={labels.title}>
      <h2 className="heading heading--xs">{labels.title}</h2>
      <Slider
        label={labels.deposit}
        unit="%"
        input={inputs.down_payment}
        value={deposit}
        onChange={setDeposit}
      />
      <Slider
        label={labels.term}
        unit={labels.years}
        input={inputs.duration}
        value={years}
        onChange={setYears}
      />
      <p className="finance-calculator__result" aria-live="polite">
        <span>{labels.monthly}</span>
        <strong className="finance-calculator__payment" dir="auto">
          {formatPrice(payment, priceSettings, { type: 'lease' })}
        </strong>
      </p>
      <p className="finance-calculator__note">{fill(labels.note, { rate: annualRatePercent })}</p>
    </section>
  )
}
