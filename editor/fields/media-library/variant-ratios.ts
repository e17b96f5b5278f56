/** One of a field's `x-variants` ("1600x900"): the crop the renderer makes, as a width and a height. */
export interface Variant {
  label: string
  width: number
  height: number
}

/** The field's `x-variants` that read as "<width>x<height>"; anything else is skipped. */
export function variantsOf(schema: { readonly [keyword: string]: unknown }): Variant[] {
  const listed = schema['x-variants']
  if (!Array.isArray(listed)) return []
  return listed.flatMap((entry) => {
    const match = typeof entry === 'string' ? /^(\d{1,5})x(\d{1,5})$/.exec(entry) : null
    if (!match) return []
    const width = Number(match[1])
    const height = Number(match[2])
    return width > 0 && height > 0 ? [{ label: entry as string, width, height }] : []
  })
}
