import { blockIsland } from '../block-island.js'
import { LocationMap } from './location-map.js'

export default blockIsland(LocationMap)
