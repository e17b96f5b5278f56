import { randomBytes, timingSafeEqual } from 'node:crypto'

/** A fresh token, bound to a session at sign-in. */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Compares in constant time, so the answer's timing tells nothing about how much of a guess was right. */
export function csrfTokenMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
