import { CONSENT_STORAGE_KEY, NO_LOCAL_STORAGE_ERROR } from '../../engine/rules/cookie-consent.js'

// 001 §8: without storage the choice cannot be kept; the error is logged and the page works without it.
function storage(): Storage {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage
  } catch {
    // Access itself throws when storage is blocked; report it as missing.
  }
  throw new Error(NO_LOCAL_STORAGE_ERROR)
}

/** The stored choice of the basic strategy (cookieConsentStatus), or null when none or no storage. */
export function readStoredConsent(): string | null {
  try {
    return storage().getItem(CONSENT_STORAGE_KEY)
  } catch (error) {
    console.error(error)
    return null
  }
}

/** Stores the basic strategy's choice; without storage the error is logged. */
export function writeStoredConsent(value: string): void {
  try {
    storage().setItem(CONSENT_STORAGE_KEY, value)
  } catch (error) {
    console.error(error)
  }
}
