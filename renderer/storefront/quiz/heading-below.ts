import type { HeadingTag } from '../../html/heading.js'

/** The heading level under `tag` (H2 -> H3), at most H6: a quiz's sections sit under its view's heading. */
export function headingBelow(tag: HeadingTag = 'H2'): HeadingTag {
  return `H${Math.min(6, Number(tag.slice(1)) + 1)}` as HeadingTag
}
