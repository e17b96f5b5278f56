import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RenderContextProvider, type RenderContext } from '../../renderer/context/render-context.js'
import { RichText } from '../../renderer/html/rich-text.js'

const context: RenderContext = {
  site: { key: 'lrdx', name: 'Land Rover', brand: 'land_rover' },
  theme: 'lrdx',
  locale: 'en',
  dir: 'ltr',
  environment: 'server',
  strict: true,
  localePrefix: '',
}

function render(html: string, wide = false): string {
  return renderToStaticMarkup(
    <RenderContextProvider value={context}>
      <RichText html={html} wide={wide} />
    </RenderContextProvider>,
  )
}

describe('RichText', () => {
  it('keeps formatting, tables and safe links', () => {
    const out = render(
      '<p>A <strong>bold</strong> <a href="/offers">offer</a> and <a href="mailto:a@b.co">mail</a></p><table><tbody><tr><td>1</td></tr></tbody></table>',
    )
    expect(out).toContain('<strong>bold</strong>')
    expect(out).toContain('href="/offers"')
    expect(out).toContain('href="mailto:a@b.co"')
    expect(out).toContain('<td>1</td>')
  })

  it('removes script tags and their content', () => {
    for (const wide of [false, true]) {
      const out = render('<p>Hi</p><script>alert(1)</script><style>p{}</style>', wide)
      expect(out).not.toMatch(/<script|alert\(1\)|<style/i)
      expect(out).toContain('<p>Hi</p>')
    }
  })

  it('removes javascript: and other unsafe link schemes, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x61;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
    ]) {
      const out = render(`<p><a href="${href}">x</a></p>`, true)
      expect(out).not.toMatch(/javascript:|data:|evil\.example/i)
      expect(out).toContain('>x</a>')
    }
  })

  it('removes event handler attributes such as onerror', () => {
    const out = render(
      '<p onclick="x()">a</p><img src="/images/car/w/640.jpg" onerror="alert(1)"><span onmouseover="y()">b</span>',
      true,
    )
    expect(out).not.toMatch(/onerror|onclick|onmouseover|alert\(1\)/i)
    expect(out).toContain('<img src="/images/car/w/640.jpg"')
  })

  it('allows images from the media library only', () => {
    expect(render('<img src="https://tracker.example/p.gif">')).not.toContain('<img')
    expect(render('<img src="/images/a/w/360.jpg" alt="A">')).toContain(
      '<img src="/images/a/w/360.jpg" alt="A"',
    )
  })

  it.each([
    '/images/../any/path',
    '/images/../../etc/passwd',
    '/images/./a/w/360.jpg',
    '/images/a/../../admin',
    '/images/a/./w/360.jpg',
    '/images/%2e%2e/admin',
    '/images/%2E%2E/admin',
    '/images/.%2e/admin',
    '/images/%2e/a',
    '/images/a%2f..%2fadmin',
    '/images/a%2F..',
    '/images/a%5c..%5cadmin',
    '/images/a\\..\\admin',
    '/images\\a',
    '/images//evil.example/x',
    '/images/a//w/360.jpg',
    '/images/',
    '/images/a/',
    '/images/.hidden',
    '/images/a%00.jpg',
    '/images/a/w/360.jpg?x=../y',
    '/images/a/w/360.jpg#x',
    '/images/a b.jpg',
    '//images/a/w/360.jpg',
    '/imagesx/a.jpg',
    'images/a/w/360.jpg',
    'https://site.example/images/a/w/360.jpg',
  ])('drops an image whose src is not a normalised media path: %s', (src) => {
    for (const wide of [false, true]) expect(render(`<p>x<img src="${src}"></p>`, wide)).not.toContain('<img')
  })

  it.each(['/images/a/w/360.jpg', '/images/lrdx-hero_1/w/1600.jpg', '/images/a%20b/w/640.jpg', '/images/x'])(
    'keeps the media path %s',
    (src) => expect(render(`<img src="${src}" alt="A">`)).toContain(`<img src="${src}" alt="A"`),
  )

  it.each([
    '/.//evil.example/x',
    '/..//evil.example/x',
    '/%2e//evil.example/x',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example',
  ])('drops a site link that turns into another host: %s', (href) => {
    for (const wide of [false, true]) {
      const out = render(`<p><a href="${href}">x</a></p>`, wide)
      expect(out).not.toContain('href')
      expect(out).toContain('>x</a>')
    }
  })

  it.each([
    '/offers',
    '/offers/../service?x=1#a',
    '/a/%2e%2e/b',
    'https://example.com/a//b',
    'mailto:a@b.co',
  ])('keeps the link %s', (href) => expect(render(`<a href="${href}">x</a>`)).toContain(`href="${href}"`))

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    const out = render('<a href="https://example.com" target="_blank" rel="opener">x</a>')
    expect(out).toContain('target="_blank"')
    expect(out).toContain('rel="noopener noreferrer"')
  })

  it('allows layout tags and YouTube no-cookie embeds only in the HTML block', () => {
    const embed = '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>'
    expect(render(`<div class="x">${embed}</div>`)).not.toMatch(/<div class="x"|<iframe/)
    const wide = render(`<div class="x">${embed}</div>`, true)
    expect(wide).toContain('<div class="x">')
    expect(wide).toContain('<iframe src="https://www.youtube-nocookie.com/embed/abc123"')
    expect(render('<iframe src="https://evil.example/embed/x"></iframe>', true)).not.toContain('<iframe')
    expect(render('<iframe src="https://www.youtube.com/embed/abc123"></iframe>', true)).not.toContain(
      '<iframe',
    )
  })

  it.each([
    'https://www.youtube-nocookie.com/embed/../../redirect?q=https://evil.example',
    'https://www.youtube-nocookie.com/embed/%2e%2e/x',
    'https://www.youtube-nocookie.com/embed/abc/../../x',
    'https://www.youtube-nocookie.com/embed/abc\\..\\x',
    'https://www.youtube-nocookie.com/embed//evil.example',
    'https://www.youtube-nocookie.com/embed/abc#x',
  ])('drops an embed that leaves the video path: %s', (src) => {
    expect(render(`<iframe src="${src}"></iframe>`, true)).not.toContain('<iframe')
  })

  it('keeps an embed with player options', () => {
    const src = 'https://www.youtube-nocookie.com/embed/aB3_x-9?start=30&amp;rel=0'
    expect(render(`<iframe src="${src}"></iframe>`, true)).toContain(`<iframe src="${src}"`)
  })

  it('renders nothing for empty HTML', () => {
    expect(render('')).toBe('')
    expect(render('   ')).toBe('')
  })
})
