/**
 * The site path a redirect's target leads to, for following chains: a site path without its query and
 * fragment (and without a trailing slash), or an absolute URL on one of the site's own hosts; null for a
 * target that leaves the site.
 *
 * @example redirectTargetPath('/offers/?utm=x', ['localhost']) // '/offers'
 * @example redirectTargetPath('https://example.com/', ['localhost']) // null
 */
export function redirectTargetPath(target: string, ownHosts: readonly string[]): string | null {
  let path: string
  if (/^\/(?!\/)/.test(target)) path = target
  else {
    // scheme://[user@]host[:port]/path: the engine has no URL parser, and only the host and path matter here.
    const m = /^https?:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]+)(?::\d*)?([/?#].*)?$/is.exec(target)
    if (!m || !ownHosts.includes((m[1] as string).toLowerCase().replace(/\.$/, ''))) return null
    path = m[2] ?? '/'
  }
  const bare = path.replace(/[?#].*$/s, '')
  const segments = bare.split('/').filter((s) => s !== '')
  return `/${segments.join('/')}`
}
