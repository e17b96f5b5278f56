/**
 * A Content-Security-Policy with the response's nonce replaced: in script-src by `scriptSources`, in
 * style-src by `styleSources`, and dropped from any other directive. For a stored page whose elements carry
 * no nonce (server/ssr/nonce-free-html.ts) and are allowed by their hashes and URLs instead; every other
 * source of the policy stays as it was.
 */
export function policyWithoutNonce(
  policy: string,
  nonce: string,
  sources: { scriptSources: readonly string[]; styleSources: readonly string[] },
): string {
  const token = `'nonce-${nonce}'`
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name, ...values]) => {
      const instead =
        name === 'script-src' ? sources.scriptSources : name === 'style-src' ? sources.styleSources : []
      const kept = values.flatMap((value) => (value === token ? instead : [value]))
      return [name, ...new Set(kept)].join(' ')
    })
    .join(';')
}
