import { useEffect, useState } from 'react'
import { clampFinanceInput } from '../../../../engine/finance/clamp-finance-input.js'
import { financeInputConfigFrom } from '../../../../engine/finance/finance-input-config-from.js'
import type { FinanceProductKey } from '../../../../engine/finance/finance-variants.js'
import { quoteFromInputs } from '../../../../engine/finance/quote-from-inputs.js'
import { formatPrice } from '../../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../../engine/storefront/price-settings.js'
import { readSavedVehicles, updateSaved } from '../../saved-vehicles/saved-vehicles-store.js'
import { fill } from '../../../html/fill.js'
import { FinanceSlider } from '../../finance/FinanceSlider.js'
import { rememberFinance } from '../finance-figures.js'

export interface FinanceCalculatorProps {
  vehicleId: string
  price: number
  /** The site's finance product (setting stock_locator.finance_product): the formula the figures follow. */
  product: FinanceProductKey
  annualRatePercent: number
  priceSettings: PriceSettings
  labels: { title: string; deposit: string; term: string; years: string; monthly: string; note: string }
}

/**
 * The mini finance calculator (island "storefront:vehicle-page/finance-calculator", 000 §2): deposit and
 * term sliders with typed number inputs as alternatives (002 §5 defaults: deposit 20-50 % in steps of 5,
 * term 4-7 years), and the estimated monthly payment, computed by the engine's finance maths for the site's
 * product (the same code as the jlr-finance-calculator block). Its figures go with a saved vehicle as the
 * lease calculator data (000 §3).
 */
export default function FinanceCalculator({
  vehicleId,
  price,
  product,
  annualRatePercent,
  priceSettings,
  labels,
}: FinanceCalculatorProps) {
  const [inputs] = useState(() => financeInputConfigFrom(undefined, annualRatePercent))
  const [deposit, setDeposit] = useState(inputs.down_payment.default)
  const [years, setYears] = useState(inputs.duration.default)
  const quote = quoteFromInputs({
    product,
    price,
    config: inputs,
    values: { down_payment: deposit, duration: years },
  })
  const payment = quote?.monthly_payment ?? 0

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
      <FinanceSlider
        id={`finance-${vehicleId}-deposit`}
        label={labels.deposit}
        unit="%"
        input={inputs.down_payment}
        value={deposit}
        onChange={setDeposit}
      />
      <FinanceSlider
        id={`finance-${vehicleId}-term`}
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
