import { blockIsland } from '../block-island.js'
import { Versatility } from './versatility.js'

export default blockIsland(Versatility)
