import type { ReactNode } from 'react'
import { isSafeHref } from '../../engine/rules/safe-href.js'

/**
 * A consent field's label: rich text from the form builder, usually with a link to the privacy policy.
 * The definition arrives in the browser, where the server's sanitiser is not shipped, so only text, links
 * with safe URLs and a few inline marks become React elements; everything else is kept as its text.
 */
export function ConsentLabel({ html }: { html: string }) {
  if (!/[<&]/.test(html) || typeof DOMParser === 'undefined') return <>{html}</>
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return <>{nodes(body.childNodes)}</>
}

function nodes(list: NodeListOf<ChildNode>): ReactNode[] {
  return Array.from(list, (node, i) => {
    if (node.nodeType === 3) return node.textContent
    if (node.nodeType !== 1) return null
    const element = node as Element
    const children = nodes(element.childNodes)
    switch (element.tagName) {
      case 'A': {
        const href = element.getAttribute('href')
        return isSafeHref(href) ? (
          <a key={i} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ) : (
          <span key={i}>{children}</span>
        )
      }
      case 'STRONG':
      case 'B':
        return <strong key={i}>{children}</strong>
      case 'EM':
      case 'I':
        return <em key={i}>{children}</em>
      default:
        return <span key={i}>{children}</span>
    }
  })
}
