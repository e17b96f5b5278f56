import type { ReactNode } from 'react'
import { MARKETING_PLACEHOLDER_TEXT } from '../../engine/rules/cookie-consent.js'

/**
 * Embedded third-party content (a YouTube video, a map, a social post) that sets marketing cookies: the
 * server writes it inert, inside a <template>, and the consent island (renderer/layout/islands/consent.dom.ts)
 * puts it in place once the visitor allows marketing, or shows the 001 §8 placeholder text when they refuse.
 */
export function ConsentEmbed({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={`consent-embed${className ? ` ${className}` : ''}`} data-consent-embed="marketing">
      <template>{children}</template>
      <p className="consent-embed__placeholder" hidden>
        {MARKETING_PLACEHOLDER_TEXT}
      </p>
    </div>
  )
}
