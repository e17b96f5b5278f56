import { randomBytes } from 'node:crypto'

/** Crockford's base-32 alphabet: no I, L, O or U, so a number read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * A new order number: 80 random bits as 16 base-32 characters in groups of four (`7K3M-9QXA-2BNF-8TWD`).
 * Knowing the number is what lets a shopper read the order (the confirmation page), so it must not be
 * guessable or sequential.
 */
export function newOrderNumber(): string {
  const bytes = randomBytes(10)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let text = ''
  for (let i = 0; i < 16; i++) {
    text = ALPHABET[Number(bits & 31n)] + text
    bits >>= 5n
  }
  return text.match(/.{4}/g)!.join('-')
}

/** Whether `value` has an order number's shape (checked before any query). */
export function isOrderNumber(value: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/.test(value)
}
