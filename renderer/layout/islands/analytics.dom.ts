import { consentAllowsAnalytics } from '../../../engine/rules/consent-allows-analytics.js'
import { startConsentGate, whenConsentAllows } from '../../consent/consent-gate.js'
import type { AnalyticsProps } from './analytics.js'

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/**
 * Pushes the page view with its analytics page kind (000 §2) to window.dataLayer, which the tag manager
 * reads (island "layout:analytics"), once the visitor's consent allows analytics: with the none strategy at
 * once, otherwise after they accepted (consentAllowsAnalytics). A plain module: no React is loaded for it.
 */
export default function mountAnalytics(
  _root: HTMLElement,
  { pageKind, path, locale, site, consentStrategy }: AnalyticsProps,
) {
  startConsentGate(consentStrategy)
  whenConsentAllows(consentAllowsAnalytics, () => {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({
      event: 'page_view',
      page_kind: pageKind,
      page_path: path,
      page_locale: locale,
      site,
    })
  })
}
