import { blockIsland } from '../block-island.js'
import { ImageTabs } from './image-tabs.js'

export default blockIsland(ImageTabs)
