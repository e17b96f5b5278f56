import { describe, expect, it } from 'vitest'
import type { VehiclePhoto } from '../../../engine/stock/stock-types.js'
import { heroSources } from '../../../renderer/storefront/vehicle-page/hero-sources.js'

const photo = (p: Partial<VehiclePhoto>): VehiclePhoto => ({
  sequence: 1,
  big_path: '',
  medium_path: '',
  quarter_hd_path: '',
  hd_path: '',
  full_path: '',
  ...p,
})

describe('heroSources (000 §2 hero image)', () => {
  it.each<[string, VehiclePhoto, ReturnType<typeof heroSources>]>([
    [
      'a media-library photo gets the 1600/1024/640 variants',
      photo({ big_path: '/images/lr-stock-1/w/1600.jpg', hd_path: '/images/lr-stock-1/w/1280.jpg' }),
      {
        src: '/images/lr-stock-1/w/1024.jpg',
        srcSet:
          '/images/lr-stock-1/w/1600.jpg 1600w, /images/lr-stock-1/w/1024.jpg 1024w, /images/lr-stock-1/w/640.jpg 640w',
        width: 1600,
        height: 900,
      },
    ],
    [
      'an outside photo is used as it is at 900x500',
      photo({ big_path: 'https://cdn.example.test/a.jpg', medium_path: 'https://cdn.example.test/b.jpg' }),
      { src: 'https://cdn.example.test/a.jpg', width: 900, height: 500 },
    ],
    [
      'only a medium path',
      photo({ medium_path: 'https://x.test/m.jpg' }),
      { src: 'https://x.test/m.jpg', width: 900, height: 500 },
    ],
    ['no path at all', photo({}), null],
  ])('%s', (_, input, expected) => expect(heroSources(input)).toEqual(expected))
})
