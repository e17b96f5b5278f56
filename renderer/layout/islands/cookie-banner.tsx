import type { ConsentStrategy } from '../../../engine/rules/cookie-consent.js'

export interface CookieBannerProps {
  strategy: ConsentStrategy
  title: string
  message: string
  acceptLabel: string
  rejectLabel: string
  policyLabel: string
  policyUrl?: string
}

/**
 * The server side of the cookie banner (island "layout:cookie-banner", 001 §2, §4): drawn hidden, because
 * only the browser knows the stored choice. cookie-banner.dom.ts shows it and handles the buttons, which
 * name their action in data-consent.
 */
export default function CookieBanner(props: CookieBannerProps) {
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" hidden>
      <div className="cookie-banner__inner container">
        <div className="cookie-banner__text">
          <h2 className="cookie-banner__title" id="cookie-banner-title">
            {props.title}
          </h2>
          <p className="cookie-banner__message">
            {props.message}{' '}
            {props.policyUrl ? (
              <a className="cookie-banner__policy" href={props.policyUrl}>
                {props.policyLabel}
              </a>
            ) : null}
          </p>
        </div>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--secondary" data-consent="reject">
            {props.rejectLabel}
          </button>
          <button type="button" className="button button--primary" data-consent="acceptAll">
            {props.acceptLabel}
          </button>
        </div>
      </div>
    </section>
  )
}
