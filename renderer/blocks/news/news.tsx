import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { useRenderContext } from '../../context/render-context.js'
import { BlockError } from '../block-error.js'
import { Heading } from '../../html/heading.js'
import { subHeadingTag } from '../../html/sub-heading-tag.js'
import { NewsArticle } from './news-article.js'
import type { NewsData } from './news-data.js'
import { NewsList } from './news-list.js'
import { NewsMessage } from './news-message.js'

/**
 * News (002 §3, §7, §8; decision 041): a paged list of entries from the block's api_root, or the article the
 * page's `?article=` names, with publication dates in the block's date locale. A failed read shows the
 * block's error heading and message (or the content-block error when both are empty) with "Try again"; an
 * empty list or an unknown article shows its no-results texts. In the editor, where no data is loaded, it
 * says where its news come from.
 */
export function News({ block, attributes: a, data }: BlockProps<'news'>) {
  const { locale } = useRenderContext()
  const news = data as NewsData | undefined
  const headingId = `${blockDomId(block.id)}-heading`
  const articleView = news?.kind === 'article'
  // In the article view the article's title takes the block heading's level; the block heading then goes.
  const heading =
    a.heading && !articleView ? (
      <Heading tag={a.header_tag} size="l" className="news__heading" id={headingId}>
        {a.heading}
      </Heading>
    ) : null
  const query = new URLSearchParams(news?.query ?? '')
  let body
  if (!news) body = <p className="news__placeholder">News from {a.api_root || '/public_api/news'}</p>
  else if (news.kind === 'error')
    body =
      a.error_heading || a.error_message ? (
        <NewsMessage
          tag={subHeadingTag(a.header_tag)}
          heading={a.error_heading}
          message={a.error_message}
          role="alert"
        >
          <a className="button button--secondary" href="">
            {a.try_again_btn_label || 'Try again'}
          </a>
        </NewsMessage>
      ) : (
        <BlockError retryLabel={a.try_again_btn_label} />
      )
  else if (news.kind === 'article')
    body = <NewsArticle a={a} entry={news.entry} query={query} tag={a.header_tag ?? 'H2'} locale={locale} />
  else
    body = (
      <NewsList
        a={a}
        list={news.list}
        query={query}
        tag={a.heading ? subHeadingTag(a.header_tag) : (a.header_tag ?? 'H2')}
        locale={locale}
        labelId={heading ? headingId : undefined}
      />
    )
  return (
    <section className="news" aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        {heading}
        {body}
      </div>
    </section>
  )
}
