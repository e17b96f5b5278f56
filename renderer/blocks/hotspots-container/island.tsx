import { blockIsland } from '../block-island.js'
import { HotspotsContainer } from './hotspots-container.js'

export default blockIsland(HotspotsContainer)
