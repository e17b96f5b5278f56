/** The keys of a "Suits these answers" field: separated by spaces or commas, empty parts dropped. */
export function keyList(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter((key) => key !== '')
}
