import { isSafeHref } from '../rules/safe-href.js'
import { NAV_LIMITS } from './editable-nav-entry.js'

/** A menu entry read from the external navigation service. */
export interface NaasEntry {
  id: string
  title: string
  url: string
  children: NaasEntry[]
}

/**
 * The menu in the external navigation service's JSON file (000 §7 "Other"; the file's shape is not shown, so
 * ours, decision 055): `{ "entries": [...] }` or a bare list, each item `{ title | label, url | href,
 * children?, id? }`. The answer comes from another server, so it is read like the footer is (000 §5):
 * items without a title or with an unsafe link (javascript:, data:) are dropped with their children, titles
 * are cut to the editor's limit, and the tree keeps to the Navigation screen's limits (3 levels, 300
 * entries). Null when nothing usable is left: the site's own entries are then the menu (000 §2).
 */
export function naasEntries(json: unknown): NaasEntry[] | null {
  const top = Array.isArray(json) ? json : isRecord(json) ? json.entries : null
  if (!Array.isArray(top)) return null
  let count = 0
  const list = (items: unknown[], depth: number, prefix: string): NaasEntry[] => {
    if (depth > NAV_LIMITS.depth) return []
    const out: NaasEntry[] = []
    items.forEach((item, i) => {
      if (!isRecord(item) || count >= NAV_LIMITS.entries) return
      const title = text(item.title) ?? text(item.label)
      const url = text(item.url) ?? text(item.href)
      if (!title || !isSafeHref(url)) return
      count++
      const id = `naas-${prefix}${i}`
      const children = Array.isArray(item.children) ? list(item.children, depth + 1, `${prefix}${i}-`) : []
      out.push({ id, title: title.slice(0, NAV_LIMITS.title), url, children })
    })
    return out
  }
  const entries = list(top, 1, '')
  return entries.length ? entries : null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}
