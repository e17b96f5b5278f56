import { blockIsland } from '../block-island.js'
import { InfoSystem } from './info-system.js'

export default blockIsland(InfoSystem)
