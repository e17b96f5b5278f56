import { blockIsland } from '../block-island.js'
import { JlrColorPickerSlider } from './jlr-color-picker-slider.js'

export default blockIsland(JlrColorPickerSlider)
