import type { HeadingTag } from './heading.js'

/**
 * The element for headings one level under a block's heading (header_tag, H2 by default): H1 gives h2,
 * H2 gives h3, and so on; under H6 they stay h6. Cards inside a block keep the page's outline in order.
 */
export function subheadingTag(tag: HeadingTag | undefined): 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const level = Math.min(6, Number((tag ?? 'H2').slice(1)) + 1)
  return `h${Math.max(2, level)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
}
