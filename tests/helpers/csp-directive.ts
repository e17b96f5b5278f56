/** The sources of one directive of a Content-Security-Policy header ([] when it is absent). */
export const cspDirective = (policy: string, name: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? []
