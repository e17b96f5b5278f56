import { breadcrumbJsonLd } from '../../engine/navigation/breadcrumb-json-ld.js'
import { safeJson } from '../blocks/island.js'
import { useRenderContext } from '../context/render-context.js'
import { LayoutControlIcon } from './LayoutControlIcon.js'
import { layoutLabels } from './layout-labels.js'
import type { BreadcrumbItem } from './nav-types.js'

/**
 * The breadcrumb trail under the navigation (derived from the navigation tree: engine/navigation/
 * breadcrumb-trail.ts); the last item is the current page and is not a link. The separator is the layout's
 * directional chevron, mirrored right to left. With the page's origin, the trail is also written as a
 * schema.org BreadcrumbList for search engines (a data block: the CSP does not apply to it).
 */
export function Breadcrumbs({ items, origin }: { items: BreadcrumbItem[]; origin?: string }) {
  const { locale } = useRenderContext()
  if (items.length < 2) return null
  const jsonLd = origin ? breadcrumbJsonLd(items, origin) : null
  return (
    <nav className="breadcrumbs" aria-label={layoutLabels(locale).breadcrumb}>
      <ol className="breadcrumbs__list container">
        {items.map((item, i) => {
          const last = i === items.length - 1
          return (
            <li key={item.id} className="breadcrumbs__item">
              {last ? (
                <span aria-current="page">{item.title}</span>
              ) : (
                <>
                  <a className="breadcrumbs__link" href={item.url}>
                    {item.title}
                  </a>
                  <LayoutControlIcon name="chevron-next" size={14} />
                </>
              )}
            </li>
          )
        })}
      </ol>
      {jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(jsonLd) }} />
      ) : null}
    </nav>
  )
}
