import { useRenderContext } from '../context/render-context.js'
import { LayoutIcon } from './LayoutIcon.js'
import { layoutLabels } from './layout-labels.js'
import type { BreadcrumbItem } from './nav-types.js'

/** The breadcrumb trail under the navigation; the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { locale } = useRenderContext()
  if (items.length < 2) return null
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
                  <LayoutIcon name="chevron-right" size={14} />
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
