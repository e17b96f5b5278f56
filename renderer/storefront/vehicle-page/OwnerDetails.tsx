import type { VehicleAttributes } from '../../../engine/stock/stock-types.js'
import type { VehiclePageLabels } from './vehicle-page-labels.js'

/**
 * The owning retailer (000 §3 owner fields), shown when the site setting stock_locator.owner_visible is on:
 * the display name for the vehicle's brand from owner_metadata, else owner_name; address, phone, e-mail and
 * opening hours when known.
 */
export function OwnerDetails({
  attributes: a,
  labels,
}: {
  attributes: VehicleAttributes
  labels: VehiclePageLabels
}) {
  const name = a.owner_metadata?.[a.nameplate_brand_name] || a.owner_name
  const phone = a.owner_phone || a.owner_contact_details?.phone || ''
  const email = a.owner_email || a.owner_contact_details?.email || ''
  const place = [a.owner_address, [a.owner_city, a.owner_zipcode].filter(Boolean).join(' ')].filter(Boolean)
  return (
    <section className="vehicle-owner" aria-labelledby="vehicle-owner-title">
      <h2 className="heading heading--xs" id="vehicle-owner-title">
        {labels.retailer}
      </h2>
      <p className="vehicle-owner__name">{name}</p>
      {place.length ? (
        <address className="vehicle-owner__address">
          {place.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
      <dl className="vehicle-owner__contact">
        {phone ? (
          <div>
            <dt>{labels.phone}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt>{labels.email}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        ) : null}
        {a.owner_opening_hours ? (
          <div>
            <dt>{labels.openingHours}</dt>
            <dd>{a.owner_opening_hours}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
