import { blockIsland } from '../block-island.js'
import { JlrExterior360 } from './jlr-exterior-360.js'

export default blockIsland(JlrExterior360)
