/** A UUID in its text form (any version): ids the database stores as `uuid`. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Whether a value can be a row id. Stores check this before querying, so an id that is not a UUID finds
 * nothing instead of making PostgreSQL refuse the cast (a 500).
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value)
