import { blockIsland } from '../block-island.js'
import { JlrTabs } from './jlr-tabs.js'

export default blockIsland(JlrTabs)
