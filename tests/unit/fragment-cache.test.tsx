import { Suspense } from 'react'
import { expect, it } from 'vitest'
import type { RenderContext } from '../../renderer/context/render-context.js'
import { contentCache } from '../../server/ssr/content-cache.js'
import { fragmentCache } from '../../server/ssr/fragment-cache.js'
import type { Storage } from '../../server/storage/storage.js'

const context = (over: Partial<RenderContext> = {}): RenderContext => ({
  site: { key: 'lrdx', name: 'Land Rover', brand: 'Land Rover' },
  theme: 'lrdx',
  locale: 'en',
  dir: 'ltr',
  environment: 'server',
  strict: false,
  localePrefix: '',
  ...over,
})

/** A render that counts how often it ran. */
function counted(text: string) {
  const calls = { n: 0 }
  return {
    calls,
    render: () => {
      calls.n++
      return (
        <Suspense fallback={<div className="block-loading" />}>
          <p>{text}</p>
        </Suspense>
      )
    },
  }
}

it('renders a fragment once and writes the same HTML from then on', () => {
  const reuse = fragmentCache().forRender(1)
  const a = counted('Defender')
  const first = reuse?.html('block', { id: 'b1', title: 'Defender' }, context(), a.render)
  expect(first).toBe('<!--$--><p>Defender</p><!--/$-->')
  // Another object with the same content and an equal context: the same fragment, not rendered again.
  expect(reuse?.html('block', { id: 'b1', title: 'Defender' }, context(), a.render)).toBe(first)
  expect(a.calls.n).toBe(1)
})

it('keys by content, kind, render context and content version', () => {
  const cache = fragmentCache()
  const identity = { id: 'b1' }
  const runs = (version: number, kind: string, id: object, ctx: RenderContext) => {
    const r = counted('x')
    cache.forRender(version)?.html(kind, id, ctx, r.render)
    return r.calls.n
  }
  expect(runs(1, 'block', identity, context())).toBe(1)
  expect(runs(1, 'block', identity, context())).toBe(0)
  expect(runs(1, 'block', { id: 'b2' }, context())).toBe(1)
  expect(runs(1, 'footer', identity, context())).toBe(1)
  expect(runs(1, 'block', identity, context({ locale: 'ar', dir: 'rtl', localePrefix: '/ar' }))).toBe(1)
  expect(runs(1, 'block', identity, context({ theme: 'jdx' }))).toBe(1)
  expect(runs(1, 'block', identity, context({ site: { key: 'jdx', name: 'J', brand: 'J' } }))).toBe(1)
  // A publish moved the site's content version on.
  expect(runs(2, 'block', identity, context())).toBe(1)
})

it('renders strict renders (tests, the draft preview) in place', () => {
  const r = counted('x')
  expect(
    fragmentCache()
      .forRender(1)
      ?.html('block', {}, context({ strict: true }), r.render),
  ).toBeNull()
  expect(r.calls.n).toBe(0)
})

it('leaves a fragment whose render failed to render in place, every time, without rendering it apart again', () => {
  const reuse = fragmentCache().forRender(1)
  let calls = 0
  function Broken(): never {
    throw new Error('broken block')
  }
  const render = () => {
    calls++
    return (
      <Suspense fallback={<div className="block-loading" />}>
        <Broken />
      </Suspense>
    )
  }
  expect(reuse?.html('block', { id: 'broken' }, context(), render)).toBeNull()
  expect(reuse?.html('block', { id: 'broken' }, context(), render)).toBeNull()
  expect(calls).toBe(1)
})

it('leaves a fragment in place when React hoists something out of it (an image preload)', () => {
  const reuse = fragmentCache().forRender(1)
  const render = () => (
    <img src="/images/hero/w/1600.jpg" alt="" fetchPriority="high" width={1600} height={900} />
  )
  expect(reuse?.html('block', { id: 'hero' }, context(), render)).toBeNull()
})

it('is off with no entries', () => {
  const cache = fragmentCache(0)
  expect(cache.enabled).toBe(false)
  expect(cache.forRender(1)).toBeNull()
})

it('drops what a lost publish outdated, a site change and a clear, through the content cache', () => {
  const content = contentCache({} as Storage)
  const keep = (site: string, version: number) =>
    content.fragments
      .forRender(version)
      ?.html(
        'block',
        { site },
        context({ site: { key: site, name: site, brand: site } }),
        counted('x').render,
      )
  keep('lrdx', 3)
  keep('jdx', 7)
  expect(content.fragments.size).toBe(2)
  // The listener came back: lrdx moved on to 4 while it was down, jdx did not.
  content.keepOnly(
    new Map([
      ['lrdx', 4],
      ['jdx', 7],
    ]),
  )
  expect(content.fragments.size).toBe(1)
  // A render that read version 3 and finishes now is used once but not kept.
  keep('lrdx', 3)
  expect(content.fragments.size).toBe(1)
  keep('lrdx', 4)
  expect(content.fragments.size).toBe(2)
  content.invalidateSite('jdx')
  expect(content.fragments.size).toBe(1)
  content.clear()
  expect(content.fragments.size).toBe(0)
})

it('is bounded in bytes', () => {
  const cache = fragmentCache(100, 200)
  for (let i = 0; i < 10; i++)
    cache.forRender(1)?.html('block', { i }, context(), counted('y'.repeat(50)).render)
  expect(cache.size).toBeLessThanOrEqual(3)
})
