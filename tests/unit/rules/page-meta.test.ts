import { describe, expect, it } from 'vitest'
import { META_SETTING_MESSAGE, parseMetaSetting } from '../../../engine/rules/meta-setting.js'
import { isMetaSuppressed } from '../../../engine/rules/meta-suppressed.js'
import {
  DEFAULT_SHARE_IMAGE_ID,
  DEFAULT_TITLE_DIVIDER,
  pageMeta,
  type PageMetaInput,
} from '../../../engine/rules/page-meta.js'

const base: PageMetaInput = {
  page: { title: 'Offers' },
  path: '/offers',
  appName: 'Southern Cross Land Rover',
  brandName: 'Land Rover',
  origin: 'https://lrdx.example.com',
}
const tag = (meta: ReturnType<typeof pageMeta>, key: string) =>
  meta.tags.find((t) => t.name === key || t.property === key)?.content

describe('pageMeta title (001 §2, 000 §2)', () => {
  it.each<[string, Partial<PageMetaInput>, string]>([
    ['title | app name', {}, 'Offers | Southern Cross Land Rover'],
    [
      'meta_title first',
      { page: { title: 'Offers', meta_title: 'Current offers' } },
      'Current offers | Southern Cross Land Rover',
    ],
    [
      'no duplicate app name',
      { page: { title: 'x', meta_title: 'Offers | Southern Cross Land Rover' } },
      'Offers | Southern Cross Land Rover',
    ],
    ['app name when no title', { page: {} }, 'Southern Cross Land Rover'],
    ['brand name when nothing else', { page: {}, appName: undefined }, 'Land Rover'],
    ['title alone without app name', { appName: '' }, 'Offers'],
    ['divider from setting', { titleDivider: '–' }, 'Offers – Southern Cross Land Rover'],
    ['blank divider setting uses the default', { titleDivider: '  ' }, 'Offers | Southern Cross Land Rover'],
  ])('%s', (_name, override, expected) => {
    expect(pageMeta({ ...base, ...override }).title).toBe(expected)
  })

  it('has the default divider "|"', () => {
    expect(DEFAULT_TITLE_DIVIDER).toBe('|')
  })
})

describe('pageMeta tags', () => {
  it.each<[string, Partial<PageMetaInput['page']>, string, string | undefined]>([
    ['robots none when no_index', { no_index: true }, 'robots', 'none'],
    ['robots none when disable_seo_tracking', { disable_seo_tracking: true }, 'robots', 'none'],
    ['no robots by default', {}, 'robots', undefined],
    ['summary_large_image', {}, 'twitter:card', 'summary_large_image'],
    [
      'og:image from the page image',
      { image_id: 'lr-offers-hero' },
      'og:image',
      'https://lrdx.example.com/images/lr-offers-hero/w/1600.jpg',
    ],
    ['og:image default 24730', {}, 'og:image', 'https://lrdx.example.com/images/24730/w/1600.jpg'],
    ['description', { meta_description: 'Current offers.' }, 'description', 'Current offers.'],
    [
      'og:url from the canonical',
      { canonical_url: 'https://lrdx.example.com/offers' },
      'og:url',
      'https://lrdx.example.com/offers',
    ],
    ['og:url from the path', {}, 'og:url', 'https://lrdx.example.com/offers'],
  ])('%s', (_name, page, key, expected) => {
    expect(tag(pageMeta({ ...base, page: { title: 'Offers', ...page } }), key)).toBe(expected)
  })

  it('has the default share image id 24730', () => {
    expect(DEFAULT_SHARE_IMAGE_ID).toBe('24730')
  })

  it('builds the canonical address and refuses an unsafe one', () => {
    expect(pageMeta({ ...base, path: '/offers/?x=1' }).canonical).toBe('https://lrdx.example.com/offers')
    expect(pageMeta({ ...base, page: { title: 'x', canonical_url: 'javascript:alert(1)' } }).canonical).toBe(
      'https://lrdx.example.com/offers',
    )
    expect(pageMeta({ ...base, origin: undefined }).canonical).toBeUndefined()
  })

  it('adds the site-wide tags of the "meta" setting the page has not set', () => {
    const meta = pageMeta({
      ...base,
      metaSetting: '[{"name":"theme-color","content":"#005a2b"},{"name":"twitter:card","content":"summary"}]',
    })
    expect(tag(meta, 'theme-color')).toBe('#005a2b')
    expect(tag(meta, 'twitter:card')).toBe('summary_large_image')
    expect(meta.message).toBeUndefined()
  })

  it('ignores an invalid "meta" setting with the spec message', () => {
    expect(pageMeta({ ...base, metaSetting: '{"name":"x"}' }).message).toBe(
      'Please check your "meta" settings in admin panel.',
    )
  })
})

describe('parseMetaSetting (001 §5)', () => {
  it.each<[string | null, object[], string | undefined]>([
    [null, [], undefined],
    ['[]', [], undefined],
    [
      '[{"name":"author","content":"Southern Cross"}]',
      [{ name: 'author', content: 'Southern Cross' }],
      undefined,
    ],
    ['[{"content":"no name"},{"name":"a","content":"b","x":1}]', [{ name: 'a', content: 'b' }], undefined],
    [
      '[{"name":"a","onload":"x","property":"og:site_name"}]',
      [{ name: 'a', property: 'og:site_name' }],
      undefined,
    ],
    ['{"name":"a"}', [], META_SETTING_MESSAGE],
    ['not json', [], META_SETTING_MESSAGE],
  ])('%j', (raw, tags, message) => {
    expect(parseMetaSetting(raw)).toEqual(message ? { tags, message } : { tags })
  })
  it('uses the spec message', () => {
    expect(META_SETTING_MESSAGE).toBe('Please check your "meta" settings in admin panel.')
  })
})

describe('isMetaSuppressed (000 §2)', () => {
  it.each<[string, boolean]>([
    ['stock-locator-preview', true],
    ['stock-locator-order-online-checkout', true],
    ['stock-locator-order-online', true],
    ['page', false],
    ['not-found', false],
  ])('%s gives %s', (route, expected) => {
    expect(isMetaSuppressed(route)).toBe(expected)
  })
})
