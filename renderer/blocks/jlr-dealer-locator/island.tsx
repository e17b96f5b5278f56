import { blockIsland } from '../block-island.js'
import { JlrDealerLocator } from './jlr-dealer-locator.js'

export default blockIsland(JlrDealerLocator)
