/** A site setting read as a flag: true, "true" and "1" are on; anything else (absent, unreadable) off. */
export function settingFlag(settings: Record<string, unknown>, key: string): boolean {
  const value = settings[key]
  return value === true || value === 'true' || value === '1' || value === 1
}
