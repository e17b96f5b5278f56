/** One problem with a page, as data: where it is, which block holds it, and what is wrong. */
export interface ValidationError {
  /** JSON pointer (RFC 6901) to the bad value in the page document. */
  path: string
  /** The innermost block holding the bad value; null for page-level problems. */
  blockId: string | null
  message: string
}

export interface ValidationResult {
  ok: boolean
  errors: ValidationError[]
}
