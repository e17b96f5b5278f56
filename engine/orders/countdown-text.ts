/** Milliseconds as m:ss for the hold countdown; 0:00 once past. Digits stay Latin, as prices do. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** When the hold has this little left, the countdown says so aloud and offers more time (WCAG 2.2.1). */
export const HOLD_WARNING_MS = 2 * 60_000
