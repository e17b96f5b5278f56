import type { ConsentStrategy } from '../../../engine/rules/cookie-consent.js'
import type { PageKind } from '../../../engine/rules/page-kind.js'

export interface AnalyticsProps {
  pageKind: PageKind
  path: string
  locale: string
  site: string
  /** The site's cookie consent strategy: the page view waits for consent (consent-gate.ts). */
  consentStrategy: ConsentStrategy
}

/**
 * The server side of island "layout:analytics": it draws nothing; the browser pushes the page view from
 * analytics.dom.ts with these props.
 */
export default function Analytics(_props: AnalyticsProps) {
  return null
}
