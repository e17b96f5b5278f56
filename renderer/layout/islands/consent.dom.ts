import { consentAllowsMarketing } from '../../../engine/rules/consent-allows-marketing.js'
import { onConsent, startConsentGate } from '../../consent/consent-gate.js'
import { runConsentMetaheads } from '../../consent/consent-metaheads.js'
import type { ConsentProps } from './consent.js'

/**
 * Starts the page's consent gate (renderer/consent/consent-gate.ts) for the site's strategy, and keeps the
 * embedded third-party content of the page in step with it: placed once marketing is allowed, the 001 §8
 * placeholder text while it is refused, nothing while the choice is pending; and runs the metaheads that
 * wait for a consent scope once it is granted. A plain module: no React.
 */
export default function mountConsent(_root: HTMLElement, { strategy }: ConsentProps): void {
  startConsentGate(strategy)
  // Metaheads that wait for a consent scope run once it is granted (written inert: metahead-html.ts).
  runConsentMetaheads(document)
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
