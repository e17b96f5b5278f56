import { blockIsland } from '../block-island.js'
import { GalleryCarousel } from './gallery-carousel.js'

export default blockIsland(GalleryCarousel)
