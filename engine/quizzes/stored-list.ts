/** A list from attributes as stored, or none when it is not one (the schema check reports its shape). */
export function storedList<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : []
}
