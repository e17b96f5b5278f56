import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoImage, demoPalette } from '../../server/media/demo-image.js'
import { DemoImageUses } from '../../server/seed/demo-image-uses.js'
import { imageIdsIn, withImageIds } from '../../server/media/image-ids.js'

describe('demoPalette: a demo image takes the colours of the site that shows it', () => {
  it.each([
    ['jg-stock-1', [], 'jg'],
    ['lr-stock-1', [], 'lr'],
    ['news-f-pace', ['Jaguar'], 'jg'],
    ['news-f-pace', ['Jaguar', 'Jaguar'], 'jg'],
    ['24730', ['Land Rover', 'Jaguar'], 'lr'],
    ['news-showroom', ['Land Rover'], 'lr'],
    ['jg-anything', ['Land Rover'], 'jg'],
  ] as const)('%s shown by %j: %s', (id, brands, palette) => {
    expect(demoPalette(id, brands)).toBe(palette)
  })
})

describe('DemoImageUses', () => {
  const uses = new DemoImageUses()
  uses.add({ blocks: [{ attributes: { image: { id: 'news-type-00', alt: 'x' } } }] }, 'Jaguar')
  uses.add({ footer: '/images/shared-logo/w/200.jpg' }, 'Jaguar')
  uses.add({ footer: '/images/shared-logo/w/200.jpg' }, 'Land Rover')
  uses.addIds(['jg-stock-2', 'lr-stock-2'])

  it('knows every id once, with the brands of the sites showing it', () => {
    expect(uses.ids().sort()).toEqual(['jg-stock-2', 'lr-stock-2', 'news-type-00', 'shared-logo'])
    expect(uses.palette('news-type-00')).toBe('jg')
    expect(uses.palette('shared-logo')).toBe('lr')
    expect(uses.palette('jg-stock-2')).toBe('jg')
    expect(uses.palette('lr-stock-2')).toBe('lr')
  })
})

it('demoImage draws in the palette it is given', async () => {
  // Land Rover's hills are green (more green than red); Jaguar's sky and bronze lean red.
  const mean = async (palette: 'lr' | 'jg') => {
    const { channels } = await sharp(await demoImage('news-f-pace', 160, 90, palette)).stats()
    return { red: channels[0]!.mean, green: channels[1]!.mean }
  }
  const lr = await mean('lr')
  const jg = await mean('jg')
  expect(lr.green).toBeGreaterThan(lr.red)
  expect(jg.red).toBeGreaterThan(jg.green)
})

it('withImageIds renames what imageIdsIn finds and nothing else (the Jaguar thumbnails use it)', () => {
  const block = {
    id: 'b1',
    template: 'jlr-hero-title-banner',
    attributes: {
      image: { id: 'lr-offers-hero', alt: 'Showroom', focal: { x: 0.5, y: 0.5 } },
      logo: '/images/dealer-logo/w/200.jpg',
      cars: [{ image_id: 'car-1', display_name: 'car-1' }],
      heading: 'lr-offers-hero',
    },
  }
  const renamed = withImageIds(block, (id) => `jg-${id}`)
  expect(renamed).toEqual({
    id: 'b1',
    template: 'jlr-hero-title-banner',
    attributes: {
      image: { id: 'jg-lr-offers-hero', alt: 'Showroom', focal: { x: 0.5, y: 0.5 } },
      logo: '/images/jg-dealer-logo/w/200.jpg',
      cars: [{ image_id: 'jg-car-1', display_name: 'car-1' }],
      heading: 'lr-offers-hero',
    },
  })
  expect([...imageIdsIn(renamed)].sort()).toEqual(['jg-car-1', 'jg-dealer-logo', 'jg-lr-offers-hero'])
})
