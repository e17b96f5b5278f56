const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/** A fresh block id: 12 random base-36 characters (about 62 bits), valid for the page schema's id pattern. */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}
