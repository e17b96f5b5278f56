import type { TrailStep } from './breadcrumb-trail.js'

/**
 * The schema.org BreadcrumbList of a trail, for search engines: each step a ListItem with its 1-based
 * position, name and absolute address (site paths are resolved against the page's origin). Null for a trail
 * of fewer than two steps, which the page does not show either.
 */
export function breadcrumbJsonLd(trail: TrailStep[], origin: string): Record<string, unknown> | null {
  if (trail.length < 2) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.title,
      item: absolute(step.url, origin),
    })),
  }
}

// The engine runs without DOM or Node globals (no URL): a site path joins the origin, anything else is
// already absolute (an outside http(s) link).
function absolute(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin.replace(/\/+$/, '')}${url}` : url
}
