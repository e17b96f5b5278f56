/** A timestamp column's value (a Date from PostgreSQL, a string from some PGlite paths) as an ISO 8601 string. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString()

/** isoTime for a nullable column: null stays null. */
export const isoTimeOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoTime(value)
