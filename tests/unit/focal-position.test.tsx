import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { focalPosition, ResponsiveImage } from '../../renderer/html/responsive-image.js'

describe('a responsive image’s focal point', () => {
  it('becomes object-position, so a cropping slot keeps it in view', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage
        image={{ id: 'hero', alt: 'A road', focal: { x: 0.25, y: 0.8 } }}
        sizes="100vw"
        width={1600}
        height={900}
      />,
    )
    expect(html).toContain('style="object-position:25% 80%"')
  })

  it('is left out when unset or centred (the CSS default)', () => {
    expect(focalPosition({ id: 'hero' })).toBeUndefined()
    expect(focalPosition({ id: 'hero', focal: { x: 0.5, y: 0.5 } })).toBeUndefined()
    expect(focalPosition({ id: 'hero', focal: { x: 0, y: 1 } })).toBe('0% 100%')
    const html = renderToStaticMarkup(
      <ResponsiveImage image={{ id: 'hero' }} sizes="100vw" width={1600} height={900} />,
    )
    expect(html).not.toContain('style=')
  })
})
