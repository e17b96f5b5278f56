/**
 * The sites a signed-in user may see in /admin (decision 067): those their `sites` claim names, or every
 * site when the provider sends no such claim. Unknown keys in the claim name nothing. Kept in the order of
 * `sites`, so lists and filters read the same for everyone.
 */
export function visibleSites<S extends { key: string }>(
  sites: readonly S[],
  claim: readonly string[] | undefined,
): S[] {
  return claim ? sites.filter((site) => claim.includes(site.key)) : [...sites]
}
