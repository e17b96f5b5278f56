/** A locality or retailer name as people type it: letters (any script), digits, spaces and . ' & ( ) -. */
export const PLACE_NAME = /^[\p{L}\p{M}\p{N} .'&()-]{1,100}$/u

/** A postcode as the markets write them: 3 to 10 letters, digits, spaces or hyphens. */
export const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/

/** A dealer id: lower-case letters, digits and hyphens. */
export const DEALER_ID = /^[a-z0-9][a-z0-9-]{0,63}$/
