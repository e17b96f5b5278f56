/** The level of a retailer's name heading; its sections take the next one (at most h6). */
export type HeadingLevel = 2 | 3 | 4 | 5

/** The level under a block heading of `tag` ("H2" gives 3). */
export function levelUnder(tag: string | undefined): HeadingLevel {
  const level = Number(/^H([1-6])$/.exec(tag ?? 'H2')?.[1] ?? 2) + 1
  return Math.min(5, Math.max(2, level)) as HeadingLevel
}
