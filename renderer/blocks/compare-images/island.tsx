import { blockIsland } from '../block-island.js'
import { CompareImages } from './compare-images.js'

export default blockIsland(CompareImages)
