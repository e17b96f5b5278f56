/**
 * What the client build writes beside Vite's manifest, `.vite/css-units.json` (scripts/vite-css-units.ts), and
 * server/ssr/css-bundle.ts reads: the manifest keys of the CSS entries, and which unit's code uses which.
 */
export interface CssUnitsFile {
  /** Per theme, the manifest key of its core entry. */
  core: Record<string, string>
  /** Per unit: the manifest key of its own CSS if it has any, and the units its code uses (itself too). */
  units: Record<string, { css?: string; uses: string[] }>
}
