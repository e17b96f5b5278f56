import type { NewsEntry } from '../../../engine/news/news-entry.js'
import { newsViewHref } from '../../../engine/news/news-view-href.js'
import type { NewsAttributes } from '../../../templates/generated/types.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { NewsDate } from './news-date.js'
import { NewsMessage } from './news-message.js'

/**
 * One article: "Back to news", its title at the block's heading level, the publication date, the image and
 * the body (sanitised rich text). An address naming no published article shows the no-results texts.
 */
export function NewsArticle({
  a,
  entry,
  query,
  tag,
  locale,
}: {
  a: NewsAttributes
  entry: NewsEntry | null
  query: URLSearchParams
  tag: HeadingTag
  locale: string
}) {
  const back = (
    <a className="news__back" href={newsViewHref(query, { kind: 'list', page: 1 })}>
      <ControlIcon name="chevron-prev" className="news__back-icon icon--directional" />
      {a.back_to_news || 'Back to news'}
    </a>
  )
  if (!entry)
    return (
      <>
        {back}
        <NewsMessage tag={tag} heading={a.no_results_heading} message={a.no_results_message} />
      </>
    )
  return (
    <article className="news__article">
      {back}
      <Heading tag={tag} size="l" className="news__article-title">
        {entry.title}
      </Heading>
      <p className="news__date">
        {a.publication_date || 'Published'}{' '}
        <NewsDate
          iso={entry.published_at}
          locale={a.date_locale ?? ''}
          timeZone={a.time_zone ?? ''}
          fallback={locale}
        />
      </p>
      {entry.image ? (
        <div className="news__article-media">
          <ResponsiveImage
            image={entry.image}
            sizes="(min-width: 1024px) 960px, 100vw"
            width={1600}
            height={900}
            className="news__image"
            eager
          />
        </div>
      ) : null}
      {entry.summary ? <p className="news__lead">{entry.summary}</p> : null}
      <RichText html={entry.body} className="news__body" />
    </article>
  )
}
