/**
 * Where a key repeats in a list: for each item whose key an earlier item already has, its index and the
 * earlier one's. Items whose key is not a string, or is empty, are skipped (stored data may hold anything).
 */
export function repeatedKeys<T>(
  items: readonly T[],
  keyOf: (item: T) => unknown,
): { index: number; key: string; first: number }[] {
  const seen = new Map<string, number>()
  const repeats: { index: number; key: string; first: number }[] = []
  items.forEach((item, index) => {
    const key = keyOf(item)
    if (typeof key !== 'string' || key === '') return
    const first = seen.get(key)
    if (first === undefined) seen.set(key, index)
    else repeats.push({ index, key, first })
  })
  return repeats
}
