import { blockIsland } from '../block-island.js'
import { DualFrameCarousel } from './dual-frame-carousel.js'

export default blockIsland(DualFrameCarousel)
