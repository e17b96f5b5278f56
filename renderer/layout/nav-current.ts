import { normalisePath } from '../../engine/rules/normalise-path.js'
import type { NavEntry } from './nav-types.js'

/**
 * How a navigation entry relates to the current path: "page" when it is the current page, "section" when the
 * page is one of its children or below its path, otherwise null. Outside links never match.
 */
export function navCurrent(entry: NavEntry, currentPath: string): 'page' | 'section' | null {
  if (!entry.url.startsWith('/')) return null
  const here = normalisePath(currentPath)
  const url = normalisePath(entry.url)
  if (url === here) return 'page'
  if (entry.children?.some((child) => navCurrent(child, currentPath) !== null)) return 'section'
  return url !== '/' && here.startsWith(`${url}/`) ? 'section' : null
}
