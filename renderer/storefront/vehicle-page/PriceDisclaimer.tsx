import type { VehiclePageLabels } from './vehicle-page-labels.js'

/**
 * The price disclaimer (000 §2, icon type icon-info-tip): the vehicle's disclaimers behind an info tip that
 * opens with a native <details>, so it works without script and by keyboard.
 */
export function PriceDisclaimer({ texts, labels }: { texts: string[]; labels: VehiclePageLabels }) {
  const lines = texts.filter(Boolean)
  if (!lines.length) return null
  return (
    <details className="price-disclaimer">
      <summary className="price-disclaimer__summary">
        <span className="price-disclaimer__icon icon-info-tip" aria-hidden="true">
          i
        </span>
        {labels.disclaimerTitle}
      </summary>
      <div className="price-disclaimer__body">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </details>
  )
}
