import { blockIsland } from '../block-island.js'
import { JlrSameSizeCarousel } from './jlr-same-size-carousel.js'

export default blockIsland(JlrSameSizeCarousel)
