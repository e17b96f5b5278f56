import type { NewsListPage } from '../../../engine/news/news-list-page.js'
import { newsViewHref } from '../../../engine/news/news-view-href.js'
import type { NewsAttributes } from '../../../templates/generated/types.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { NewsDate } from './news-date.js'
import { NewsMessage } from './news-message.js'

/**
 * A page of news: cards with image, date, title, summary and "Read more" (named by its entry for screen
 * readers), then previous and next links with "Page {page} of {pages}". Links keep the page's other query
 * parameters, so they work without JavaScript and can be shared.
 */
export function NewsList({
  a,
  list,
  query,
  tag,
  locale,
  labelId,
}: {
  a: NewsAttributes
  list: NewsListPage
  query: URLSearchParams
  tag: HeadingTag
  locale: string
  labelId: string | undefined
}) {
  if (list.entries.length === 0)
    return <NewsMessage tag={tag} heading={a.no_results_heading} message={a.no_results_message} />
  const pageText = (a.pagination_text || 'Page {page} of {pages}')
    .replaceAll('{page}', String(list.page))
    .replaceAll('{pages}', String(Math.max(1, list.pages)))
  return (
    <>
      <ul className="news__list">
        {list.entries.map((entry) => {
          const href = newsViewHref(query, { kind: 'article', slug: entry.slug })
          return (
            <li key={entry.id} className="news__card">
              {entry.image ? (
                <div className="news__media">
                  <ResponsiveImage
                    image={entry.image}
                    sizes="(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw"
                    width={640}
                    height={360}
                    max={1024}
                    className="news__image"
                  />
                </div>
              ) : null}
              <p className="news__date">
                <span className="visually-hidden">{a.publication_date || 'Published'} </span>
                <NewsDate
                  iso={entry.published_at}
                  locale={a.date_locale ?? ''}
                  timeZone={a.time_zone ?? ''}
                  fallback={locale}
                />
              </p>
              <Heading tag={tag} size="s" className="news__title">
                <a href={href} className="news__title-link">
                  {entry.title}
                </a>
              </Heading>
              {entry.summary ? <p className="news__summary">{entry.summary}</p> : null}
              <a href={href} className="news__more" aria-hidden="true" tabIndex={-1}>
                {a.read_more || 'Read more'}
              </a>
            </li>
          )
        })}
      </ul>
      {list.pages > 1 ? (
        <nav className="news__pager" aria-label={labelId ? undefined : pageText} aria-labelledby={labelId}>
          {list.page > 1 ? (
            <a
              className="button button--secondary"
              href={newsViewHref(query, { kind: 'list', page: list.page - 1 })}
              rel="prev"
            >
              {a.previous_text || 'Previous'}
            </a>
          ) : (
            <span />
          )}
          <span className="news__page" aria-current="page">
            {pageText}
          </span>
          {list.page < list.pages ? (
            <a
              className="button button--secondary"
              href={newsViewHref(query, { kind: 'list', page: list.page + 1 })}
              rel="next"
            >
              {a.next_text || 'Next'}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  )
}
