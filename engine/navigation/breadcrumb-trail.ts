import { normalisePath } from '../rules/normalise-path.js'

/** A navigation entry as the trail reads it (the layout's NavEntry and the stored one both fit). */
export interface TrailEntry {
  id: string
  title: string
  url: string
  children?: TrailEntry[]
}

/** One step of the trail; the last is the current page. */
export interface TrailStep {
  id: string
  title: string
  url: string
}

export interface BreadcrumbTrailInput {
  /** The live navigation tree of the site and locale. */
  entries: TrailEntry[]
  /** The current page's path, with its locale prefix ("/ar/models/defender"). */
  path: string
  /** The first step: the locale's home page ("/" or "/ar") and its name. */
  home: { title: string; url: string }
  /** The current page's title, for a page below an entry that is not itself in the tree. */
  pageTitle?: string | null
}

/**
 * The breadcrumb trail of a page, derived from the navigation tree (issue 15): home, then the chain of entries
 * down to the entry whose link is the page. Where several entries link to the page ("Offers" and its child
 * "Current offers" both at /offers) the shortest chain wins. A page that is not in the tree but lies below an
 * entry's path (/models/defender/90/specs under /models/defender/90) gets that entry's chain and then itself,
 * named by its title. Outside links never match; a page neither in nor below the tree, and the home page,
 * get no trail (empty).
 */
export function breadcrumbTrail(input: BreadcrumbTrailInput): TrailStep[] {
  const here = normalisePath(input.path)
  const home = normalisePath(input.home.url)
  if (here === home) return []
  // Set inside visit(): TypeScript cannot see closures assign, hence the object.
  const found: { exact: TrailEntry[] | null; below: TrailEntry[] | null } = { exact: null, below: null }
  let belowLength = 0
  const visit = (entries: TrailEntry[], chain: TrailEntry[]) => {
    for (const entry of entries) {
      const next = [...chain, entry]
      if (entry.url.startsWith('/') && !entry.url.startsWith('//')) {
        const url = normalisePath(entry.url)
        if (url === here) {
          if (!found.exact || next.length < found.exact.length) found.exact = next
        } else if (url !== home && here.startsWith(`${url}/`) && url.length > belowLength) {
          found.below = next
          belowLength = url.length
        }
      }
      if (entry.children?.length) visit(entry.children, next)
    }
  }
  visit(input.entries, [])
  const { exact } = found
  const chain = exact ?? found.below
  if (!chain) return []
  const steps = dropRepeats(chain.map(({ id, title, url }) => ({ id, title, url })))
  const trail = [{ id: 'home', title: input.home.title, url: input.home.url }, ...steps]
  if (!exact) {
    const title = input.pageTitle?.trim()
    if (!title) return []
    trail.push({ id: 'current', title, url: here })
  }
  return trail
}

// A section whose first child links to the section's own page ("Offers" › "Current offers", both /offers)
// would show the same place twice; the trail keeps the deeper, more precise step only when it differs.
function dropRepeats(steps: TrailStep[]): TrailStep[] {
  return steps.filter(
    (step, i) => i === steps.length - 1 || normalisePath(step.url) !== normalisePath(steps[i + 1]!.url),
  )
}
