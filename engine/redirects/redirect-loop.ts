/**
 * The loop a redirect from `source` to `target` would make, as the paths a visitor would go through
 * (`['/a', '/b', '/a']`), or null when there is none. `redirects` maps each other redirect page's path to
 * the site path it sends to (external targets are left out: they leave the site, so they end a chain). A
 * chain that runs into a loop of older redirects is refused too: the visitor would never arrive.
 *
 * @example redirectLoop(new Map([['/b', '/a']]), '/a', '/b') // ['/a', '/b', '/a']
 * @example redirectLoop(new Map([['/b', '/c']]), '/a', '/b') // null
 */
export function redirectLoop(
  redirects: ReadonlyMap<string, string>,
  source: string,
  target: string | null,
): string[] | null {
  if (target === null) return null
  const chain = [source]
  const seen = new Set(chain)
  // The new redirect replaces whatever `source` sent to before.
  for (let next: string | undefined = target; next !== undefined; next = redirects.get(next)) {
    chain.push(next)
    if (seen.has(next)) return chain
    seen.add(next)
  }
  return null
}
