/**
 * A name as the dynamic-content checks compare it (001 §5): trimmed, lower-cased, spaces turned into
 * underscores.
 *
 * @example normaliseName('  Range Rover Sport ') // 'range_rover_sport'
 */
export function normaliseName(name: unknown): string {
  return String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_')
}
