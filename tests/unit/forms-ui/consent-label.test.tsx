// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { expect, it } from 'vitest'
import { ConsentLabel } from '../../../renderer/forms/consent-label.js'
import { consentLabelParts } from '../../../renderer/forms/consent-label-parts.js'

it('reads links, bold and italic; other elements keep their text; scripts and styles are dropped', () => {
  expect(
    consentLabelParts(
      'I accept the <a href="/privacy" onclick="x()">privacy <b>policy</b></a> &amp; <i>terms</i><script>alert(1)</script><style>p{}</style><div>.</div>',
    ),
  ).toEqual([
    'I accept the ',
    { tag: 'a', href: '/privacy', children: ['privacy ', { tag: 'strong', children: ['policy'] }] },
    ' & ',
    { tag: 'em', children: ['terms'] },
    { tag: 'span', children: ['.'] },
  ])
  expect(consentLabelParts('plain text')).toEqual(['plain text'])
  expect(consentLabelParts("a <a href='/x?a=1&amp;b=2'>link</a></span> <br/>end")).toEqual([
    'a ',
    { tag: 'a', href: '/x?a=1&b=2', children: ['link'] },
    ' ',
    'end',
  ])
})

it('renders the same label on the server and in the browser, a link only with a safe URL', () => {
  const html =
    'I agree to the <a href="/privacy">privacy policy</a> and <a href="javascript:alert(1)">this</a>.'
  const server = renderToString(<ConsentLabel html={html} />)
  const { container } = render(<ConsentLabel html={html} />)
  expect(container.innerHTML).toBe(server)
  expect(container.querySelectorAll('a')).toHaveLength(1)
  expect(container.querySelector('a')?.getAttribute('href')).toBe('/privacy')
  expect(container.textContent).toBe('I agree to the privacy policy and this.')
})
