import { isSafeHref } from '../rules/safe-href.js'
import { NAV_LIMITS, type EditableNavEntry } from './editable-nav-entry.js'

/** A problem with a navigation tree: where (a JSON pointer into the request body) and what, naming the entry. */
export interface NavTreeError {
  path: string
  message: string
}

export type NavTreeCheck = { ok: true; value: EditableNavEntry[] } | { ok: false; errors: NavTreeError[] }

/** An entry id: letters, digits, dashes and underscores (the seed's ids and the server's new ones). */
export const NAV_ENTRY_ID = /^[A-Za-z0-9_-]{1,100}$/

const MAX_ERRORS = 50

/**
 * Checks a navigation tree sent by the Navigation screen (the same rules run in the screen and on PUT
 * /admin/api/navigation): every entry has a title and a safe link (site path, http(s), mailto:, tel:; never
 * javascript: or data:), ids are unique, and the tree keeps to NAV_LIMITS. Entries without an id get ''
 * (the server names them). Returns the trimmed tree, or the problems with JSON pointers under `pointer`,
 * each naming the entry by its title. Never throws.
 */
export function validateNavTree(raw: unknown, pointer = '/entries'): NavTreeCheck {
  const errors: NavTreeError[] = []
  const ids = new Set<string>()
  let count = 0
  const fail = (path: string, message: string) => {
    if (errors.length < MAX_ERRORS) errors.push({ path, message })
  }
  const list = (value: unknown, path: string, depth: number): EditableNavEntry[] => {
    if (!Array.isArray(value)) {
      fail(path, 'must be a list of entries')
      return []
    }
    if (value.length && depth > NAV_LIMITS.depth) {
      fail(path, `is deeper than ${NAV_LIMITS.depth} levels, the most a menu shows`)
      return []
    }
    return value.map((item, i) => entry(item, `${path}/${i}`, depth))
  }
  const entry = (value: unknown, path: string, depth: number): EditableNavEntry => {
    count += 1
    if (count === NAV_LIMITS.entries + 1)
      fail(pointer, `has more than ${NAV_LIMITS.entries} entries, the most a site's menu may hold`)
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      fail(path, 'must be an entry with a title and a url')
      return { id: '', title: '', url: '', children: [] }
    }
    const input = value as Record<string, unknown>
    const title = typeof input.title === 'string' ? input.title.trim() : ''
    const name = title ? `Entry "${title.slice(0, 40)}"` : `Entry ${path}`
    if (typeof input.title !== 'string' || !title) fail(`${path}/title`, `${name} needs a title`)
    else if (title.length > NAV_LIMITS.title)
      fail(`${path}/title`, `${name}: the title is longer than ${NAV_LIMITS.title} characters`)
    const url = typeof input.url === 'string' ? input.url.trim() : ''
    if (!url) fail(`${path}/url`, `${name} needs a link`)
    else if (!isSafeHref(url))
      fail(
        `${path}/url`,
        `${name}: the link must be a site path (/offers), http(s), mailto: or tel: (javascript:, data: and other schemes are refused)`,
      )
    let id = ''
    if (input.id !== undefined && input.id !== null && input.id !== '') {
      if (typeof input.id !== 'string' || !NAV_ENTRY_ID.test(input.id))
        fail(`${path}/id`, `${name}: the id may hold only letters, digits, - and _ (at most 100)`)
      else if (ids.has(input.id)) fail(`${path}/id`, `${name}: the id ${input.id} is used twice`)
      else {
        id = input.id
        ids.add(id)
      }
    }
    const children = input.children === undefined ? [] : list(input.children, `${path}/children`, depth + 1)
    return { id, title, url, children }
  }
  const value = list(raw, pointer, 1)
  return errors.length ? { ok: false, errors } : { ok: true, value }
}
