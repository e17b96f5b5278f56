import type { ConsentScope } from './cookie-consent.js'

/** 001 §4: for one vendor, group C0001 is obligatory and groups C0002 and C0004 are optional. */
export const VENDOR_GROUP_SCOPES: Readonly<Record<string, ConsentScope>> = {
  C0001: 'obligatory',
  C0002: 'optional',
  C0004: 'optional',
}

/**
 * The scopes a visitor granted through the consent vendor, from its active group ids ("C0001,C0002" or a
 * list). Unknown groups are ignored; each scope appears once.
 */
export function scopesFromVendorGroups(groups: string | readonly string[]): ConsentScope[] {
  const ids = typeof groups === 'string' ? groups.split(',') : groups
  const scopes: ConsentScope[] = []
  for (const id of ids) {
    const scope = VENDOR_GROUP_SCOPES[id.trim()]
    if (scope && !scopes.includes(scope)) scopes.push(scope)
  }
  return scopes
}
