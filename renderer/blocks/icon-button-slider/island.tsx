import { blockIsland } from '../block-island.js'
import { IconButtonSlider } from './icon-button-slider.js'

export default blockIsland(IconButtonSlider)
