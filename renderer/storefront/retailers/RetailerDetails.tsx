import { isSafeHref } from '../../../engine/rules/safe-href.js'
import { useRenderContext } from '../../context/render-context.js'
import { coordinatesText } from '../../html/coordinates-text.js'
import { Icon } from '../../html/icon.js'
import { uiText } from '../../html/ui-text.js'
import { directionsUrl } from './directions-url.js'
import type { HeadingLevel } from './heading-level.js'
import type { RetailerLabels } from './retailer-labels.js'
import type { RetailerView } from './retailer-view.js'

/**
 * What a retailer's card says beyond its name and address: ways to get in touch, services, opening hours,
 * the position in words (readable without any map) and a link to directions. Sections are headed at
 * `level + 1`.
 */
export function RetailerDetails({
  retailer,
  level,
  directionsLabel,
  labels,
  coordinates = true,
}: {
  retailer: RetailerView
  level: HeadingLevel
  directionsLabel: string
  labels: RetailerLabels
  /** Whether to show the position in words (not when the summary above already does). */
  coordinates?: boolean
}) {
  const t = uiText(useRenderContext().locale)
  const Section = `h${level + 1}` as 'h4'
  const contacts = retailer.contacts.filter((c) => isSafeHref(c.href))
  return (
    <>
      {contacts.length ? (
        <section className="retailer-card__section">
          <Section className="retailer-card__subheading">{labels.contactHeading}</Section>
          <ul className="retailer-card__contacts">
            {contacts.map((contact, i) => (
              <li key={i}>
                <a
                  href={contact.href}
                  {...(contact.href.startsWith('http') ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  <Icon name={contact.icon} className="retailer-card__icon" />
                  <bdi>{contact.label}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {retailer.services.length ? (
        <section className="retailer-card__section">
          <Section className="retailer-card__subheading">{labels.servicesHeading}</Section>
          <ul className="retailer-card__services">
            {retailer.services.map((service, i) => (
              <li key={i}>
                <Icon name={service.icon} className="retailer-card__icon" />
                {service.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {retailer.hours.length ? (
        <section className="retailer-card__section">
          <Section className="retailer-card__subheading">{labels.hoursHeading}</Section>
          <dl className="retailer-card__hours">
            {retailer.hours.map((line, i) => (
              <div key={i}>
                <dt>{line.days}</dt>
                <dd>
                  <bdi>{line.hours}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {coordinates && retailer.latitude !== null && retailer.longitude !== null ? (
        <p className="retailer-card__coordinates">
          <span className="visually-hidden">{labels.coordinates}: </span>
          <bdi>{coordinatesText(retailer.latitude, retailer.longitude, t)}</bdi>
        </p>
      ) : null}
      <a
        className="button button--secondary retailer-card__directions"
        href={directionsUrl(retailer)}
        target="_blank"
        rel="noopener"
      >
        <span>{directionsLabel}</span>
        <Icon name="external-link" className="retailer-card__icon icon--directional" />
      </a>
    </>
  )
}
