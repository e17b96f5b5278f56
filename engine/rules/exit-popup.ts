// The exit popup (001 §2, §3, §4, §5): a confirmation before the visitor follows an external link.

/** Admin settings of the exit popup. do_url (whitelist) and dont_url (blacklist) hold one pattern a line. */
export interface ExitPopupSettings {
  copy: string
  ok: string
  cancel: string
  do_url: string
  dont_url: string
}

/**
 * Whether following `url` asks for confirmation first: it must match a whitelist pattern and no blacklist
 * pattern. Patterns are whole URLs in which `*` matches any run of characters; the query string and fragment
 * are ignored on both sides, as are letter case and a trailing slash. An empty whitelist never shows.
 *
 * @example shouldConfirmExit('https://www.landrover.com.au/build?x=1', { do_url: 'https://www.landrover.com.au/*', dont_url: '', ... }) // true
 */
export function shouldConfirmExit(
  url: string,
  settings: Pick<ExitPopupSettings, 'do_url' | 'dont_url'>,
): boolean {
  const whitelist = patterns(settings.do_url)
  if (!whitelist.length) return false
  const target = withoutQuery(url)
  return whitelist.some((p) => p.test(target)) && !patterns(settings.dont_url).some((p) => p.test(target))
}

function patterns(list: string | undefined): RegExp[] {
  return (list ?? '')
    .split(/\r?\n/)
    .map((line) => withoutQuery(line.trim()))
    .filter(Boolean)
    .map((line) => new RegExp(`^${line.split('*').map(escape).join('.*')}$`, 'i'))
}

function withoutQuery(url: string): string {
  const bare = url.split(/[?#]/)[0] ?? ''
  return bare.length > 1 && bare.endsWith('/') ? bare.replace(/\/+$/, '') : bare
}

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}
