import { blockIsland } from '../block-island.js'
import { JlrHeroSlider } from './jlr-hero-slider.js'

export default blockIsland(JlrHeroSlider)
