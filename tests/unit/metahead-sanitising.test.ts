import { describe, expect, it } from 'vitest'
import { validateMetaheadInput } from '../../engine/metaheads/validate-metahead-input.js'
import { compileMetahead, MetaheadCompileFailure } from '../../server/metaheads/compile-metahead.js'
import { publicHttpsUrl, sanitiseMetaheadHtml } from '../../server/metaheads/sanitise-metahead-html.js'

describe('sanitiseMetaheadHtml', () => {
  it.each([
    [
      'a tag manager snippet stays as written',
      '<script>window.dataLayer = [];</script>',
      '<script>window.dataLayer = [];</script>',
    ],
    [
      'script text keeps its < and &&',
      '<script>if (a < b && c) go()</script>',
      '<script>if (a < b && c) go()</script>',
    ],
    [
      'a verification meta stays',
      '<meta name="google-site-verification" content="x">',
      '<meta name="google-site-verification" content="x" />',
    ],
    [
      'http-equiv goes (no refresh or cookie from content)',
      '<meta http-equiv="refresh" content="0">',
      '<meta content="0" />',
    ],
    ['event handlers go', '<div id="w" onclick="x()">w</div>', '<div id="w">w</div>'],
    [
      'tags a snippet does not need go',
      '<form action="/x"><input name="a"></form><svg onload="x()"></svg>',
      '',
    ],
    [
      'a noscript frame of https stays',
      '<noscript><iframe src="https://gtm.example.com/ns"></iframe></noscript>',
      '<noscript><iframe src="https://gtm.example.com/ns"></iframe></noscript>',
    ],
  ])('%s', (_why, html, clean) => {
    expect(sanitiseMetaheadHtml(html)).toEqual({ html: clean, refusedUrls: [] })
  })

  it('names the URLs it refuses: not https, or not a public host', () => {
    const { refusedUrls } = sanitiseMetaheadHtml(
      '<script src="http://a.example.com/x.js"></script><link rel="stylesheet" href="https://192.168.1.2/x.css"><img src="javascript:alert(1)"><iframe src="https://localhost/x"></iframe>',
    )
    expect(refusedUrls).toEqual([
      'http://a.example.com/x.js',
      'https://192.168.1.2/x.css',
      'javascript:alert(1)',
      'https://localhost/x',
    ])
  })

  it.each([
    ['https://cdn.example.com/a.js', true],
    ['https://user:pw@cdn.example.com/a.js', false],
    ['https://127.0.0.1/a.js', false],
    ['https://0x7f.1/a.js', false],
    ['https://[::ffff:7f00:1]/a.js', false],
    ['http://cdn.example.com/a.js', false],
  ])('publicHttpsUrl(%s) is %s', (url, ok) => {
    expect(publicHttpsUrl(url)).toBe(ok)
  })
})

describe('compileMetahead', () => {
  it('compiles scss and sass to compressed css, and leaves other languages alone', () => {
    expect(compileMetahead('scss', '$c: red; .a { .b { color: $c } }')).toBe('.a .b{color:red}')
    expect(compileMetahead('sass', '.a\n  color: red')).toBe('.a{color:red}')
    expect(compileMetahead('css', '.a{}')).toBeNull()
  })

  it('names the line of an error', () => {
    expect(() => compileMetahead('scss', '.a {\n  color: $nope;\n}')).toThrow(MetaheadCompileFailure)
    try {
      compileMetahead('scss', '.a {\n  color: $nope;\n}')
    } catch (error) {
      expect((error as MetaheadCompileFailure).detail).toEqual({ message: 'Undefined variable.', line: 2 })
    }
  })
})

describe('validateMetaheadInput', () => {
  it('fills the defaults and trims a js-src', () => {
    expect(validateMetaheadInput({ language: 'js-src', content: ' https://a.example.com/x.js ' })).toEqual({
      ok: true,
      value: {
        language: 'js-src',
        content: 'https://a.example.com/x.js',
        page_id: null,
        in_body: false,
        reload_on_each_page: false,
        consent_scope: 'obligatory',
      },
    })
  })

  it.each([
    [{ language: 'js-src', content: 'javascript:alert(1)' }, 'content'],
    [{ language: 'js-src', content: '/local.js' }, 'content'],
    [{ language: 'css', content: '   ' }, 'content'],
    [{ language: 'css', content: 'a', consent_scope: 'all' }, 'consent_scope'],
    [{ language: 'css', content: 'a', page_id: 5 }, 'page_id'],
  ])('refuses %j naming %s', (body, field) => {
    const result = validateMetaheadInput(body)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.map((e) => e.field)).toContain(field)
  })
})
