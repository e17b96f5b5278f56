const NAMES = new Intl.DisplayNames(['en'], { type: 'language' })

/** A locale as people read it, with its code: "Arabic (ar)". */
export function localeLabel(locale: string): string {
  try {
    const name = NAMES.of(locale)
    return name && name !== locale ? `${name} (${locale})` : locale
  } catch {
    return locale
  }
}
