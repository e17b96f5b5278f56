import { blockIsland } from '../block-island.js'
import { JlrSelectVehicleToUpdate } from './jlr-select-vehicle-to-update.js'

export default blockIsland(JlrSelectVehicleToUpdate)
