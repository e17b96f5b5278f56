// Navigation data as the content API gives it (000 §7: /nav_entries, /nav_entries/breadcrumbs/{id}).

/** A navigation entry; the main navigation shows one level of children as a dropdown. */
export interface NavEntry {
  id: string
  title: string
  url: string
  children?: NavEntry[]
}

/** One step of the breadcrumb trail; the last is the current page. */
export interface BreadcrumbItem {
  id: string
  title: string
  url: string
}

/** The language switch's link to the page in another locale (engine/locales/locale-alternates.ts). */
export interface LanguageLink {
  /** The locale the link leads to ("ar"): the link's lang and hreflang. */
  locale: string
  /** The page in that locale, or that locale's home when the page has no published twin there. */
  href: string
  /** The language's own name ("العربية", "English"). */
  label: string
}
