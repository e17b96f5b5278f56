import { useEffect } from 'react'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { useFormDefinition } from '../../forms/use-form-definition.js'
import { Heading } from '../../html/heading.js'
import { subheadingTag } from '../../html/subheading-tag.js'
import { RichText } from '../../html/rich-text.js'
import { Modal } from '../../layout/Modal.js'
import type { RentACarData } from './rent-a-car-data.js'
import { rentACarText } from './rent-a-car-text.js'
import { rentACarViewText } from './rent-a-car-view-text.js'
import { RentalOverlay } from './rental-overlay.js'
import { RentalVehicleCard } from './rental-vehicle-card.js'
import { useRentalJourney } from './use-rental-journey.js'

/**
 * Rent a car (002 §3, §4, §8): a heading, text, the rental cars with their daily prices, and a button (one
 * per car too, with that car chosen) that opens the booking overlay: location and date, the block's extra
 * steps, the contact details of a form from the forms admin, and a summary whose "Send inquiry" posts the
 * enquiry as a lead of that form (docs/decisions/040). A link to the page with `?vehicle=<nameplate_name>`
 * chooses that car in advance.
 */
export function RentACar({ block, attributes: a, data }: BlockProps<'rent-a-car'>) {
  const { locale, dir } = useRenderContext()
  const loaded = data as RentACarData | undefined
  const prices = loaded?.prices ?? DEFAULT_PRICE_SETTINGS
  const text = rentACarText(locale, a.block_translations)
  const formId = a.contact_step_form_id
  const [form] = useFormDefinition(formId, formId ? loaded?.forms[formId] : undefined)
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const journey = useRentalJourney({
    attributes: a,
    definition: form.status === 'ready' ? form.definition : undefined,
    formState: formId ? form.status : 'none',
    text,
    locale,
    prices,
    idBase: `${base}-rent`,
  })
  const { update } = journey
  const vehicles = journey.vehicles

  // A link with ?vehicle=<nameplate_name> (a car-rent card's button) chooses that car in advance.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('vehicle')
    if (wanted && vehicles.some((v) => v.nameplate_name === wanted))
      update((c) => ({ ...c, vehicle: wanted }))
    // Once, on hydration.
  }, [])

  const headingId = `${base}-heading`
  const buttonLabel = a.button_label || rentACarViewText(locale).button_label
  return (
    <section className="rent-a-car" aria-labelledby={a.heading ? headingId : undefined}>
      <div className="container">
        <div className="rent-a-car__intro">
          <div>
            {a.heading ? (
              <Heading tag={a.header_tag} size="l" id={headingId} className="rent-a-car__heading">
                {a.heading}
              </Heading>
            ) : null}
            <RichText html={a.paragraph} className="rent-a-car__text" />
          </div>
          <button
            type="button"
            className="button button--primary rent-a-car__open"
            aria-haspopup="dialog"
            onClick={() => journey.start()}
          >
            {buttonLabel}
          </button>
        </div>
        <noscript>
          <p className="rent-a-car__no-script">{text.needs_script}</p>
        </noscript>
        {vehicles.length ? (
          <ul className="rent-a-car__vehicles">
            {vehicles.map((vehicle, i) => (
              <li key={vehicle.nameplate_name}>
                <RentalVehicleCard
                  vehicle={vehicle}
                  prices={prices}
                  text={text}
                  titleId={`${base}-vehicle-${i}`}
                  titleTag={subheadingTag(a.header_tag)}
                >
                  <button
                    type="button"
                    className="button button--secondary rent-a-car__book"
                    aria-haspopup="dialog"
                    aria-describedby={`${base}-vehicle-${i}`}
                    onClick={() => journey.start(vehicle.nameplate_name)}
                  >
                    {text.book_vehicle}
                  </button>
                </RentalVehicleCard>
              </li>
            ))}
          </ul>
        ) : null}
        <Modal
          open={journey.open}
          onClose={journey.close}
          label={a.heading || buttonLabel}
          closeLabel={text.close}
          // Clicking beside the overlay must not throw away a half-made booking; Escape and the button close it.
          closeOnBackdrop={false}
          className="rent-a-car__modal"
        >
          <RentalOverlay
            journey={journey}
            attributes={a}
            text={text}
            locale={locale}
            rtl={dir === 'rtl'}
            prices={prices}
          />
        </Modal>
      </div>
    </section>
  )
}
