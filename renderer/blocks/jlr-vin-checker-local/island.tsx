import { blockIsland } from '../block-island.js'
import { JlrVinCheckerLocal } from './jlr-vin-checker-local.js'

export default blockIsland(JlrVinCheckerLocal)
