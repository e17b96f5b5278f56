import { blockIsland } from '../block-island.js'
import { QuoteSlider } from './quote-slider.js'

export default blockIsland(QuoteSlider)
