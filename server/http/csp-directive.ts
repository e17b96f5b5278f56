import type { Response } from 'express'

/**
 * Changes one directive of the Content-Security-Policy securityHeaders set on this response, for the few
 * routes that need more than the strict default (the editor's inline styles, the sign-out form's redirect
 * to the identity provider). The policy is parsed into directives and written back, so an edit touches
 * exactly the named directive; a directive the policy lacks is added. No policy, nothing to change.
 */
export function changeCspDirective(
  res: Response,
  name: string,
  change: (sources: readonly string[]) => readonly string[],
): void {
  const policy = res.getHeader('Content-Security-Policy')
  if (typeof policy !== 'string') return
  const directives = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((d) => d[0])
  const found = directives.find(([directive]) => directive === name)
  if (found) found.splice(1, found.length - 1, ...change(found.slice(1)))
  else directives.push([name, ...change([])])
  res.setHeader('Content-Security-Policy', directives.map((d) => d.join(' ')).join(';'))
}
