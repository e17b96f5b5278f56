/** The content codings a stored page is kept in, besides none. */
export type StoredEncoding = 'br' | 'gzip'

/**
 * The coding to send a stored page in for a request's Accept-Encoding (RFC 9110 §12.5.3): the acceptable one
 * with the highest q-value, brotli before gzip before none when they tie (smaller first). No header means
 * none: a client that sends none may not decode anything. `*` stands for every coding not named;
 * `x-gzip` is gzip. When the client refuses everything, even none, it gets none all the same: the RFC
 * lets a server ignore the field rather than answer 406, and a page is better than an error.
 */
export function acceptedEncoding(header: string | undefined): StoredEncoding | 'identity' {
  if (!header) return 'identity'
  const q = new Map<string, number>()
  for (const item of header.split(',')) {
    const [name, ...params] = item.split(';')
    const coding = (name as string).trim().toLowerCase()
    if (!coding) continue
    let weight = 1
    for (const param of params) {
      const [key, value] = param.split('=')
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim())
        weight = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0
      }
    }
    const key = coding === 'x-gzip' ? 'gzip' : coding
    // A coding named twice keeps its best weight.
    q.set(key, Math.max(weight, q.get(key) ?? 0))
  }
  const star = q.get('*')
  // No coding unless named (or `*`); none is acceptable unless refused, but only as the last choice: a
  // client that lists codings at q=0.8 wants one of them, not the page uncompressed.
  const weightOf = (coding: string) => q.get(coding) ?? star ?? (coding === 'identity' ? Number.MIN_VALUE : 0)
  let best: StoredEncoding | 'identity' = 'identity'
  let bestWeight = 0
  for (const coding of ['br', 'gzip', 'identity'] as const) {
    const weight = weightOf(coding)
    if (weight > bestWeight) {
      best = coding
      bestWeight = weight
    }
  }
  return best
}
