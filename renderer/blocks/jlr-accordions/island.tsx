import { blockIsland } from '../block-island.js'
import { JlrAccordions } from './jlr-accordions.js'

export default blockIsland(JlrAccordions)
