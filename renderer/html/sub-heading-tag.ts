import type { HeadingTag } from './heading.js'

/** The heading level below a block's heading (header_tag), for the headings inside it; H6 at most. */
export function subHeadingTag(tag: HeadingTag | undefined): HeadingTag {
  return `H${Math.min(Number((tag ?? 'H2').slice(1)) + 1, 6)}` as HeadingTag
}
