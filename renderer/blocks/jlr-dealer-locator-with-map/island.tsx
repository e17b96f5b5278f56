import { blockIsland } from '../block-island.js'
import { JlrDealerLocatorWithMap } from './jlr-dealer-locator-with-map.js'

export default blockIsland(JlrDealerLocatorWithMap)
