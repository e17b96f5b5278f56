import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { nonceFreeHtml } from '../../server/ssr/nonce-free-html.js'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('nonceFreeHtml', () => {
  it('drops the nonce and allows inline scripts and styles by the hash of their text', () => {
    const page =
      '<head><style nonce="N" data-metahead="1">a{color:red}</style></head><body>' +
      '<script nonce="N" data-metahead="2">window.x = "é"</script>' +
      '<script type="application/json" data-island-props>{"a":1}</script>' +
      '<script type="module" nonce="N" src="/assets/client.js"></script></body>'
    expect(nonceFreeHtml(page, 'N')).toEqual({
      html: page.replaceAll(' nonce="N"', ''),
      scriptSources: [hash('window.x = "é"')],
      styleSources: [hash('a{color:red}')],
    })
  })

  it("allows another origin's script by its exact URL, and a same-origin one by 'self'", () => {
    const page =
      '<script nonce="N" src="https://tags.example.com/a;b,c.js?id=1&amp;x=2" async></script>' +
      '<SCRIPT nonce="N" src=\'//cdn.example.net/x.js\'></SCRIPT>' +
      '<script nonce="N" src="js/local.js"></script><script nonce="N" src="/abs.js"></script>'
    expect(nonceFreeHtml(page, 'N')?.scriptSources).toEqual([
      'https://tags.example.com/a%3Bb%2Cc.js',
      'cdn.example.net/x.js',
    ])
  })

  it('hashes the text as the browser parses it: CR LF as LF, up to the first closing tag', () => {
    const page = '<script nonce="N" type="text/javascript">a()\r\nb()\rc()</script >d()</script>'
    expect(nonceFreeHtml(page, 'N')?.scriptSources).toEqual([hash('a()\nb()\nc()')])
  })

  it('answers a page with no nonce as it is, with nothing to allow', () => {
    expect(nonceFreeHtml('<p>hi</p>', 'N')).toEqual({
      html: '<p>hi</p>',
      scriptSources: [],
      styleSources: [],
    })
  })

  it.each([
    ['a data: script', '<script nonce="N" src="data:text/javascript,go()"></script>'],
    ['a javascript: script', '<script nonce="N" src="javascript:go()"></script>'],
    ['a nonce outside a script or style', '<link nonce="N" rel="preload" href="/x">'],
    ['a script that never ends', '<script nonce="N">go()'],
    ['a script whose text holds another nonce', '<script nonce="N">a<script nonce="N">b</script>'],
    ['the nonce in text', '<script nonce="N">go()</script><p>N</p>'.replace('<p>N', '<p>NONCE')],
  ])('cannot free %s from its nonce', (_name, page) => {
    const nonce = page.includes('NONCE') ? 'NONCE' : 'N'
    expect(nonceFreeHtml(page.replaceAll('"N"', `"${nonce}"`), nonce)).toBeNull()
  })
})
