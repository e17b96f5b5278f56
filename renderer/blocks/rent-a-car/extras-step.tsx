import type { RentalExtra } from '../../../engine/rent-a-car/rent-a-car-types.js'
import { formatPrice } from '../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { AmountControl } from './amount-control.js'
import type { RentACarText } from './rent-a-car-text.js'
import { ToggleControl } from './toggle-control.js'
import type { RentalJourney } from './use-rental-journey.js'

/**
 * One extra step (002 §3 step groups): its items, each a heading over subitems with a price (in the site's
 * format, with its price_string_context), a features list and a controller, an amount or a toggler.
 */
export function ExtrasStep({
  journey: j,
  group,
  text,
  prices,
}: {
  journey: RentalJourney
  group: number
  text: RentACarText
  prices: PriceSettings
}) {
  const items = j.extrasByStep[group] ?? []
  // The extras come flat (an id per subitem); their items group them again as the editor wrote them.
  const byItem = new Map<string, RentalExtra[]>()
  for (const extra of items) byItem.set(extra.item, [...(byItem.get(extra.item) ?? []), extra])
  return (
    <div className="rental-extras">
      {[...byItem].map(([itemId, extras]) => (
        <section
          key={itemId}
          className="rental-extras__item"
          aria-labelledby={`${j.idBase}-item-${itemId.replace('.', '-')}`}
        >
          <h3 className="rental-extras__heading" id={`${j.idBase}-item-${itemId.replace('.', '-')}`}>
            {extras[0]?.itemHeading}
          </h3>
          <ul className="rental-extras__subitems">
            {extras.map((extra) => {
              const { subitem } = extra
              const id = `${j.idBase}-extra-${extra.id.replace(/\./g, '-')}`
              const labelId = `${id}-label`
              const value = j.choice.extras[extra.id]
              const price = formatPrice(subitem.price, prices)
              const controller = subitem.controller
              return (
                <li key={extra.id} className="rental-extras__subitem">
                  <div className="rental-extras__text">
                    <p className="rental-extras__label" id={labelId}>
                      {extra.label}
                    </p>
                    {price ? (
                      <p className="rental-extras__price">
                        {price}
                        {subitem.price_string_context ? ` ${subitem.price_string_context}` : ''}
                      </p>
                    ) : null}
                    {subitem.features_list?.length ? (
                      <ul className="rental-extras__features">
                        {subitem.features_list.map((feature, f) => (
                          <li key={f}>{feature}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  {controller.type === 'amount' ? (
                    <AmountControl
                      id={id}
                      labelId={labelId}
                      label={extra.label}
                      value={typeof value === 'number' ? value : 0}
                      min={Math.max(0, controller.min ?? 0)}
                      max={Math.max(controller.min ?? 0, controller.max)}
                      onChange={(next) =>
                        j.update((c) => ({ ...c, extras: { ...c.extras, [extra.id]: next } }))
                      }
                      text={text}
                    />
                  ) : (
                    <ToggleControl
                      id={id}
                      labelId={labelId}
                      value={value === true}
                      labels={controller.labels}
                      onChange={(next) =>
                        j.update((c) => ({ ...c, extras: { ...c.extras, [extra.id]: next } }))
                      }
                      text={text}
                    />
                  )}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
