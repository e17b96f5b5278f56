/**
 * A publication date in the block's date locale (date_locale, else the page's) and time zone (time_zone,
 * else UTC), as a <time>. A locale or time zone the runtime does not know falls back to the page's
 * language and UTC, so a typo in the editor never breaks the list.
 */
export function NewsDate({
  iso,
  locale,
  timeZone,
  fallback,
}: {
  iso: string
  locale: string
  timeZone: string
  fallback: string
}) {
  const date = new Date(iso)
  let text: string
  try {
    text = new Intl.DateTimeFormat(locale || fallback, {
      dateStyle: 'long',
      timeZone: timeZone || 'UTC',
    }).format(date)
  } catch {
    text = new Intl.DateTimeFormat(fallback, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
  }
  return <time dateTime={iso}>{text}</time>
}
