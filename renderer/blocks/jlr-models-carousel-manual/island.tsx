import { blockIsland } from '../block-island.js'
import { JlrModelsCarouselManual } from './jlr-models-carousel-manual.js'

export default blockIsland(JlrModelsCarouselManual)
