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
