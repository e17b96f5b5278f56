/**
 * The pattern codegen puts beside `minLength: 1` on required text fields (scripts/templates/require-presence.ts):
 * a value of only spaces or line breaks is as empty as "" ("Heading is required"). The empty string matches
 * it, so "" fails `minLength` alone and the field gets one message, not two.
 */
export const PRESENT_TEXT_PATTERN = '^$|\\S'
