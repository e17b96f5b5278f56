import { blockIsland } from '../block-island.js'
import { JlrMapUpdate } from './jlr-map-update.js'

export default blockIsland(JlrMapUpdate)
