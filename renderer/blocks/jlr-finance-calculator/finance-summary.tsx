import { useEffect, useState } from 'react'
import { createdAtFormat } from '../../../engine/finance/created-at-format.js'
import type { FinanceModel } from '../../../engine/finance/finance-model.js'
import { financeOutputRows } from '../../../engine/finance/finance-output-rows.js'
import type { FinanceQuote } from '../../../engine/finance/finance-quote.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { useRenderContext } from '../../context/render-context.js'
import { financeFigureText } from './finance-figure-text.js'

/** The time a quote was made, in the configured language and styles; the page's locale if that fails. */
function createdAtText(date: Date, outputConfig: unknown, locale: string): string {
  const { language, options } = createdAtFormat(outputConfig, locale)
  try {
    return new Intl.DateTimeFormat(language, options).format(date)
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date)
  }
}

/**
 * The quote's figures (002 §3 output configuration): the monthly payment first and large (announced to
 * screen readers when it changes), then the other figures the configuration shows, the model's free items
 * unless hidden, and when the quote was made. That time is the shopper's: it is written in the browser once
 * the island runs and again with every change, never in a cached page.
 */
export function FinanceSummary({
  id,
  quote,
  model,
  outputConfig,
  priceSettings,
  labels,
  headingLevel,
  showFreeItems,
}: {
  /** The summary heading's id, unique in the page. */
  id: string
  quote: FinanceQuote
  model: FinanceModel
  outputConfig: unknown
  priceSettings: PriceSettings
  labels: { heading: string; freeItems: string; months: string }
  headingLevel: 2 | 3 | 4 | 5 | 6
  showFreeItems: boolean
}) {
  const { locale } = useRenderContext()
  const headingId = `${id}-heading`
  const [createdAt, setCreatedAt] = useState<Date | null>(null)
  // A new quote is a new object on every render: its figures say whether it changed.
  const figures = JSON.stringify(quote)
  useEffect(() => {
    setCreatedAt(new Date())
  }, [figures])
  const rows = financeOutputRows(quote, outputConfig)
  const monthly = rows.find((row) => row.key === 'monthly_payment')
  const Heading = `h${headingLevel}` as const
  const SubHeading = `h${Math.min(6, headingLevel + 1)}` as 'h3'
  return (
    <section className="finance-summary" aria-labelledby={headingId}>
      <Heading id={headingId} className="finance-summary__heading heading--xs">
        {labels.heading}
      </Heading>
      {monthly ? (
        <p className="finance-summary__monthly" aria-live="polite" aria-atomic="true">
          <span className="finance-summary__monthly-label">{monthly.label}</span>
          <strong className="finance-summary__monthly-value" dir="auto">
            {financeFigureText('monthly_payment', quote, priceSettings, labels.months)}
          </strong>
        </p>
      ) : null}
      <dl className="finance-summary__figures">
        {rows.map((row) => {
          if (row.key === 'monthly_payment') return null
          const value =
            row.key === 'created_at'
              ? createdAt && createdAtText(createdAt, outputConfig, locale)
              : financeFigureText(row.key, quote, priceSettings, labels.months)
          if (!value) return null
          return (
            <div key={row.key} className="finance-summary__figure" data-figure={row.key}>
              <dt>{row.label}</dt>
              <dd>
                <bdi>{value}</bdi>
              </dd>
            </div>
          )
        })}
      </dl>
      {showFreeItems && model.free_items.length ? (
        <div className="finance-summary__free">
          <SubHeading className="finance-summary__free-heading">{labels.freeItems}</SubHeading>
          <ul>
            {model.free_items.map((item, i) => (
              <li key={`${i}-${item}`}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
