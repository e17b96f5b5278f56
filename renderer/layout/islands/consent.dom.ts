import { consentAllowsMarketing } from '../../../engine/rules/consent-allows-marketing.js'
import { onConsent, startConsentGate } from '../../consent/consent-gate.js'
import type { ConsentProps } from './consent.js'

/**
 * Starts the page's consent gate (renderer/consent/consent-gate.ts) for the site's strategy, and keeps the
 * embedded third-party content of the page in step with it: placed once marketing is allowed, the 001 §8
 * placeholder text while it is refused, nothing while the choice is pending. A plain module: no React.
 */
export default function mountConsent(_root: HTMLElement, { strategy }: ConsentProps): void {
  startConsentGate(strategy)
  onConsent((state, current) => {
    const allowed = consentAllowsMarketing(current, state)
    for (const embed of document.querySelectorAll<HTMLElement>('[data-consent-embed]')) {
      const template = embed.querySelector(':scope > template')
      const placeholder = embed.querySelector<HTMLElement>('.consent-embed__placeholder')
      if (allowed && template instanceof HTMLTemplateElement) {
        template.replaceWith(template.content.cloneNode(true))
        embed.setAttribute('data-consent-embed', 'placed')
      }
      if (placeholder) placeholder.hidden = allowed || state.status !== 'rejected'
    }
  })
}
