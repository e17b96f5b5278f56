import type { Response } from 'express'
import type { ConsentStrategy } from '../../engine/rules/cookie-consent.js'
import { CONSENT_VENDORS } from '../ssr/consent-vendor-script.js'
import { changeCspDirective } from './csp-directive.js'

/**
 * Opens this response's Content-Security-Policy to the site's consent vendor (its script, API, frames and
 * images), as allowMapsInCsp does for maps; basic and none keep the strict policy.
 */
export function allowConsentVendorInCsp(res: Response, strategy: ConsentStrategy): void {
  const vendor = CONSENT_VENDORS[strategy]
  if (!vendor) return
  for (const [directive, sources] of Object.entries(vendor.csp))
    changeCspDirective(res, directive, (current) => [
      ...new Set([...(current.length ? current : ["'self'"]), ...sources]),
    ])
}
