import { describe, expect, it } from 'vitest'
import { publishState } from '../../../../editor/app/pages/publish-state.js'
import { pageMatches } from '../../../../editor/app/pages/status-filter.js'
import { siteUrls } from '../../../../editor/app/pages/site-urls.js'
import { pageSummary } from './page-summary.js'

describe('publishState and the status filter', () => {
  const draft = pageSummary('/new', { publishedVersion: null, changedSincePublish: null })
  const live = pageSummary('/live')
  const changed = pageSummary('/changed', { changedSincePublish: true, errorCount: 2 })

  it('tells a draft, a published page and one changed since', () => {
    expect([draft, live, changed].map(publishState)).toEqual(['draft', 'published', 'changed'])
  })

  it('filters by state, by errors, and by search text in the path or the title', () => {
    const pages = [draft, live, changed]
    const pick = (status: Parameters<typeof pageMatches>[1], search = '') =>
      pages.filter((p) => pageMatches(p, status, search)).map((p) => p.path)
    expect(pick('all')).toEqual(['/new', '/live', '/changed'])
    expect(pick('draft')).toEqual(['/new'])
    expect(pick('published')).toEqual(['/live'])
    expect(pick('changed')).toEqual(['/changed'])
    expect(pick('errors')).toEqual(['/changed'])
    expect(pick('all', '  LIVE ')).toEqual(['/live'])
    expect(pick('all', 'title of /new')).toEqual(['/new'])
    expect(pick('published', 'changed')).toEqual([])
  })
})

describe('siteUrls', () => {
  const here = { protocol: 'http:', port: '3000' }

  it('puts the live page on its site’s host and the preview on the editor’s, with the site named', () => {
    expect(siteUrls({ key: 'jdx', host: 'jaguar.localhost' }, '/offers', here)).toEqual({
      live: 'http://jaguar.localhost:3000/offers',
      preview: '/disabled-preview/offers?site=jdx',
    })
    expect(siteUrls({ key: 'lrdx', host: 'localhost' }, '/', { protocol: 'https:', port: '' })).toEqual({
      live: 'https://localhost/',
      preview: '/disabled-preview?site=lrdx',
    })
  })

  it('escapes what a path may hold', () => {
    const urls = siteUrls({ key: 'lrdx', host: 'localhost' }, '/ar/عروض', here)
    expect(urls.live).toBe('http://localhost:3000/ar/%D8%B9%D8%B1%D9%88%D8%B6')
    expect(urls.preview).toBe('/disabled-preview/ar/%D8%B9%D8%B1%D9%88%D8%B6?site=lrdx')
  })
})
