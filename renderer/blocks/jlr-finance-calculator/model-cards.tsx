import type { FinanceModel } from '../../../engine/finance/finance-model.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { moneyText } from './money-text.js'

/**
 * The default style's model chooser: a card per model (picture, name, entry price) that is a radio button,
 * so the row is one group for the keyboard (arrow keys) and for screen readers.
 */
export function ModelCards({
  name,
  legend,
  priceLabel,
  models,
  selected,
  priceSettings,
  onSelect,
}: {
  name: string
  legend: string
  priceLabel: string
  models: FinanceModel[]
  selected: string
  priceSettings: PriceSettings
  onSelect: (key: string) => void
}) {
  return (
    <fieldset className="finance-models">
      <legend className="finance-block__legend">{legend}</legend>
      <div className="finance-models__list">
        {models.map((model) => (
          <label key={model.key} className="finance-models__card">
            <input
              type="radio"
              name={name}
              value={model.key}
              checked={model.key === selected}
              onChange={() => onSelect(model.key)}
            />
            <span className="finance-models__media" aria-hidden="true">
              {model.image ? (
                <ResponsiveImage
                  image={{ id: model.image.id, alt: '' }}
                  sizes="(min-width: 1024px) 240px, 45vw"
                  width={640}
                  height={360}
                  max={640}
                />
              ) : null}
            </span>
            <span className="finance-models__name">{model.name}</span>
            <span className="finance-models__price">
              {priceLabel} <bdi>{moneyText(model.price, priceSettings)}</bdi>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
