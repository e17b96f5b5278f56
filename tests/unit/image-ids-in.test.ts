import { describe, expect, it } from 'vitest'
import { imageIdsIn } from '../../server/media/image-ids.js'
import { block, pageWith } from '../helpers/page-builder.js'

describe('imageIdsIn', () => {
  it('finds image fields at any depth and the page share image, not block or page ids', () => {
    const doc = pageWith(
      [
        block('jlr-hero-title-banner', 'hero', {
          image: { id: 'hero-a', alt: 'A', focal: { x: 0.2, y: 0.3 } },
        }),
        block('jlr-tabs', 'tabs', {
          tabs: [
            {
              tab_label: 'One',
              content: [block('jlr-hero-title-banner', 'inner', { image: { id: 'hero-b' } })],
            },
          ],
        }),
      ],
      { attributes: { title: 'T', image_id: 'share-c' } as never },
    )
    expect([...imageIdsIn(doc)].sort()).toEqual(['hero-a', 'hero-b', 'share-c'])
  })

  it('finds ids that are not Image fields too: a car picture, a media URL in rich text or a footer', () => {
    const doc = pageWith([
      block('jlr-models-carousel-manual', 'models', { cars: [{ image_id: 'car-d', name: 'D' }] }),
      block('jlr-html-block', 'html', { html: 'x' }),
    ])
    const footer = { columns: [{ image: '/images/footer-e/w/400.jpg', text: '/images/not-an-image' }] }
    expect([...imageIdsIn(doc)].sort()).toEqual(['car-d'])
    expect([...imageIdsIn(footer)]).toEqual(['footer-e'])
  })

  it('answers nothing for what is not a document', () => {
    expect(imageIdsIn(null).size).toBe(0)
    expect(imageIdsIn('hero-a').size).toBe(0)
  })
})
