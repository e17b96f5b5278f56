import { blockIsland } from '../block-island.js'
import { JlrInterior360 } from './jlr-interior-360.js'

export default blockIsland(JlrInterior360)
