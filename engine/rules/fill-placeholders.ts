/**
 * A text with `{name}` placeholders filled from `values` ("{amount} updates for your {parent}"). A
 * placeholder without a value is left as written, so a typo shows on the page instead of vanishing.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{([a-z_][a-z0-9_]*)\}/gi, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}
