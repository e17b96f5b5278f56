import { blockIsland } from '../block-island.js'
import { JlrCollectionSlider } from './jlr-collection-slider.js'

export default blockIsland(JlrCollectionSlider)
