/**
 * A site path reduced for comparison: no query or fragment, no trailing slash (except the root "/"), and a
 * leading slash. "/offers/?a=1" and "offers" both give "/offers".
 */
export function normalisePath(path: string): string {
  let clean = path.trim().split(/[?#]/)[0] ?? ''
  if (!clean.startsWith('/')) clean = `/${clean}`
  clean = clean.replace(/\/{2,}/g, '/')
  while (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1)
  return clean
}
