// The news block's view from the page's query, its links, and another server's answers (decision 041).
import { describe, expect, it } from 'vitest'
import { newsViewFromQuery } from '../../../engine/news/news-view-from-query.js'
import { newsViewHref } from '../../../engine/news/news-view-href.js'
import { parseNewsEntry } from '../../../engine/news/parse-news-entry.js'
import { parseNewsList } from '../../../engine/news/parse-news-list.js'
import { newsSlug } from '../../../editor/admin/news-slug.js'

const q = (text: string) => new URLSearchParams(text)

describe('newsViewFromQuery', () => {
  it.each([
    ['', { kind: 'list', page: 1 }],
    ['news_page=3', { kind: 'list', page: 3 }],
    ['news_page=0', { kind: 'list', page: 1 }],
    ['news_page=-2', { kind: 'list', page: 1 }],
    ['news_page=2.5', { kind: 'list', page: 1 }],
    ['news_page=99999999999', { kind: 'list', page: 1 }],
    ['article=defender-octa-arrives', { kind: 'article', slug: 'defender-octa-arrives' }],
    ['article=%3Cscript%3E', { kind: 'article', slug: null }],
    ['article=', { kind: 'article', slug: null }],
    ['article=ok&news_page=2', { kind: 'article', slug: 'ok' }],
  ])('%s', (query, view) => expect(newsViewFromQuery(q(query))).toEqual(view))
})

describe('newsViewHref', () => {
  it('keeps the page’s other parameters and replaces the news ones', () => {
    expect(newsViewHref(q('utm_source=mail&news_page=2'), { kind: 'list', page: 3 })).toBe(
      '?utm_source=mail&news_page=3',
    )
    expect(newsViewHref(q('news_page=2'), { kind: 'article', slug: 'a-b' })).toBe('?article=a-b')
    expect(newsViewHref(q('article=a-b'), { kind: 'list', page: 1 })).toBe('?')
  })
})

describe('parseNewsEntry and parseNewsList', () => {
  const entry = {
    id: '1',
    slug: 'a-b',
    title: 'A',
    summary: 'S',
    body: '<p>B</p>',
    image: { id: 'news-a', alt: 'Alt' },
    country: 'AU',
    locale: 'en',
    published_at: '2025-06-12T09:00:00+10:00',
  }

  it('reads an entry and normalises its date', () => {
    expect(parseNewsEntry(entry)).toEqual({ ...entry, published_at: '2025-06-11T23:00:00.000Z' })
  })

  it.each([
    ['a slug that is not one', { slug: '../../admin' }],
    ['no title', { title: '' }],
    ['a date that is not one', { published_at: 'yesterday' }],
    ['a title that is not text', { title: { html: '<b>' } }],
  ])('drops an entry with %s', (_name, change) =>
    expect(parseNewsEntry({ ...entry, ...change })).toBeUndefined(),
  )

  it('drops an image whose id is not a media id', () => {
    expect(parseNewsEntry({ ...entry, image: { id: 'javascript:alert(1)' } })?.image).toBeNull()
  })

  it('reads a list answer and refuses what is not one', () => {
    const list = parseNewsList({
      data: { data: [entry, { nope: true }], meta: { total: 2, page: 1, items: 6, pages: 1 } },
    })
    expect(list).toMatchObject({ total: 2, page: 1, pages: 1, perPage: 6 })
    expect(list?.entries).toHaveLength(1)
    expect(parseNewsList({ data: [entry] })).toBeUndefined()
    expect(
      parseNewsList({ data: { data: [], meta: { total: -1, page: 1, items: 6, pages: 0 } } }),
    ).toBeUndefined()
  })
})

describe('newsSlug', () => {
  it.each([
    ['Défender 130 arrives!', 'defender-130-arrives'],
    ['  Service -- lounge  ', 'service-lounge'],
    ['وصول ديفندر', ''],
  ])('%s → %s', (title, slug) => expect(newsSlug(title)).toBe(slug))
})
