/** 000 §2, §9: the route-change progress bar shows after a 200 ms throttle and runs for 5 s. */
export const PROGRESS_BAR_THROTTLE_MS = 200
export const PROGRESS_BAR_DURATION_MS = 5000

/**
 * The progress bar `elapsed` ms after a navigation started: hidden during the throttle (fast navigations
 * never flash it), then filling towards 90 % over the duration; the last stretch waits for the navigation to
 * finish, which hides the bar.
 */
export function progressBarState(elapsedMs: number): { visible: boolean; fraction: number } {
  if (!(elapsedMs >= PROGRESS_BAR_THROTTLE_MS)) return { visible: false, fraction: 0 }
  const run = Math.min(1, (elapsedMs - PROGRESS_BAR_THROTTLE_MS) / PROGRESS_BAR_DURATION_MS)
  return { visible: true, fraction: 0.9 * run }
}
