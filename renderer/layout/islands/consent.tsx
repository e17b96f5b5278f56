import type { ConsentStrategy } from '../../../engine/rules/cookie-consent.js'

export interface ConsentProps {
  strategy: ConsentStrategy
}

/**
 * The server side of island "layout:consent": nothing to draw. consent.dom.ts starts the page's consent
 * gate for the site's strategy and places embedded third-party content (ConsentEmbed) as consent allows.
 */
export default function Consent(_props: ConsentProps) {
  return null
}
