// Breadcrumbs derived from the navigation tree (issue 15): the trail of a page in the tree, of a page below
// an entry, and none elsewhere; and the schema.org BreadcrumbList written with it.
import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd } from '../../../engine/navigation/breadcrumb-json-ld.js'
import { breadcrumbTrail, type TrailEntry } from '../../../engine/navigation/breadcrumb-trail.js'

const tree: TrailEntry[] = [
  {
    id: 'models',
    title: 'Models',
    url: '/models',
    children: [
      { id: 'defender', title: 'Defender', url: '/models/defender' },
      { id: 'defender-90', title: 'Defender 90', url: '/models/defender/90' },
    ],
  },
  {
    id: 'offers',
    title: 'Offers',
    url: '/offers',
    children: [
      { id: 'current', title: 'Current offers', url: '/offers' },
      { id: 'finance', title: 'Finance', url: '/finance' },
      { id: 'partner', title: 'Partner', url: 'https://partner.example/offers' },
    ],
  },
  { id: 'contact', title: 'Contact', url: '/contact-us/' },
]
const arTree: TrailEntry[] = [
  {
    id: 'm',
    title: 'الطرازات',
    url: '/ar/models',
    children: [{ id: 'd', title: 'ديفندر', url: '/ar/models/defender' }],
  },
]
const home = { title: 'Home', url: '/' }
const titles = (trail: { title: string }[]) => trail.map((s) => s.title)

describe('breadcrumbTrail', () => {
  it.each<[string, string, string | null, string[]]>([
    ['a top entry', '/models', null, ['Home', 'Models']],
    ['a child entry', '/models/defender', null, ['Home', 'Models', 'Defender']],
    ['a trailing slash and a query', '/models/defender/?utm_source=x', null, ['Home', 'Models', 'Defender']],
    ['the shortest chain where two entries link to the page', '/offers', null, ['Home', 'Offers']],
    ['a child in another section path', '/finance', null, ['Home', 'Offers', 'Finance']],
    ['an entry written with a trailing slash', '/contact-us', null, ['Home', 'Contact']],
    [
      'a page below the deepest entry, named by its title',
      '/models/defender/90/specs',
      'Specs',
      ['Home', 'Models', 'Defender 90', 'Specs'],
    ],
    ['a page below a top entry', '/models/new-one', 'New one', ['Home', 'Models', 'New one']],
    ['a page below an entry, without a title', '/models/new-one', null, []],
    ['the home page', '/', 'Home', []],
    ['a page outside the tree', '/stock', 'Stock', []],
    ['a path a prefix of which only looks alike', '/modelsx', 'X', []],
    ['an outside link never matches', '/offers/partner', 'Partner', ['Home', 'Offers', 'Partner']],
  ])('%s (%s)', (_name, path, pageTitle, expected) => {
    expect(titles(breadcrumbTrail({ entries: tree, path, home, pageTitle }))).toEqual(expected)
  })

  it('links every step but the current page, which keeps its own path', () => {
    const trail = breadcrumbTrail({
      entries: tree,
      path: '/models/defender/90/specs',
      home,
      pageTitle: 'Specs',
    })
    expect(trail.map((s) => s.url)).toEqual([
      '/',
      '/models',
      '/models/defender/90',
      '/models/defender/90/specs',
    ])
  })

  it('follows the Arabic tree under /ar, its home being /ar', () => {
    const trail = breadcrumbTrail({
      entries: arTree,
      path: '/ar/models/defender',
      home: { title: 'الرئيسية', url: '/ar' },
    })
    expect(trail.map((s) => [s.title, s.url])).toEqual([
      ['الرئيسية', '/ar'],
      ['الطرازات', '/ar/models'],
      ['ديفندر', '/ar/models/defender'],
    ])
    expect(
      breadcrumbTrail({ entries: arTree, path: '/ar/', home: { title: 'الرئيسية', url: '/ar' } }),
    ).toEqual([])
  })
})

describe('breadcrumbJsonLd', () => {
  it('lists the steps with 1-based positions and absolute addresses', () => {
    const trail = breadcrumbTrail({ entries: tree, path: '/models/defender', home })
    expect(breadcrumbJsonLd(trail, 'https://dealer.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://dealer.example/' },
        { '@type': 'ListItem', position: 2, name: 'Models', item: 'https://dealer.example/models' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Defender',
          item: 'https://dealer.example/models/defender',
        },
      ],
    })
  })

  it('is null for a trail too short to show', () => {
    expect(breadcrumbJsonLd([], 'https://dealer.example')).toBeNull()
    expect(breadcrumbJsonLd([{ id: 'home', title: 'Home', url: '/' }], 'https://dealer.example')).toBeNull()
  })
})
