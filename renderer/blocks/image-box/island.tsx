import { blockIsland } from '../block-island.js'
import { ImageBox } from './image-box.js'

export default blockIsland(ImageBox)
