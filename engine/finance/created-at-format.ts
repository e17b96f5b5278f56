import { isObject } from '../tree/slot-instances.js'
const STYLES = ['full', 'long', 'medium', 'short'] as const
type Style = (typeof STYLES)[number]

const styleOr = (value: unknown, fallback: Style | undefined): Style | undefined =>
  (STYLES as readonly unknown[]).includes(value) ? (value as Style) : value === 'none' ? undefined : fallback

/**
 * How a quote's creation time reads (002 §3: created_at with language, date style and time style): the
 * output configuration's `created_at` entry over the page's locale, a long date and a short time. A time
 * style of "none" shows the date alone. A language the browser does not know falls back to the locale.
 */
export function createdAtFormat(
  outputConfig: unknown,
  locale: string,
): { language: string; options: { dateStyle?: Style; timeStyle?: Style } } {
  const entry = isObject(outputConfig) && isObject(outputConfig.created_at) ? outputConfig.created_at : {}
  const language = typeof entry.language === 'string' && entry.language.trim() ? entry.language : locale
  const options: { dateStyle?: Style; timeStyle?: Style } = {}
  const dateStyle = styleOr(entry.date_style, 'long')
  const timeStyle = styleOr(entry.time_style, 'short')
  if (dateStyle) options.dateStyle = dateStyle
  if (timeStyle) options.timeStyle = timeStyle
  if (!dateStyle && !timeStyle) options.dateStyle = 'long'
  return { language, options }
}
