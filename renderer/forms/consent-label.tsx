import type { ReactNode } from 'react'
import { isSafeHref } from '../../engine/rules/safe-href.js'
import { consentLabelParts, type ConsentPart } from './consent-label-parts.js'

/**
 * A consent field's label: rich text from the form builder, usually with a link to the privacy policy.
 * The definition arrives in the browser, where the server's sanitiser is not shipped, so only text, links
 * with safe URLs and a few inline marks become React elements; everything else is kept as its text. The
 * server renders the same elements (consentLabelParts reads the HTML the same way in both places).
 */
export function ConsentLabel({ html }: { html: string }) {
  return <>{render(consentLabelParts(html))}</>
}

function render(parts: readonly ConsentPart[]): ReactNode[] {
  return parts.map((part, i) => {
    if (typeof part === 'string') return part
    const children = render(part.children)
    if (part.tag === 'a')
      return isSafeHref(part.href ?? null) ? (
        <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <span key={i}>{children}</span>
      )
    if (part.tag === 'strong') return <strong key={i}>{children}</strong>
    if (part.tag === 'em') return <em key={i}>{children}</em>
    return <span key={i}>{children}</span>
  })
}
