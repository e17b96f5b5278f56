import { blockIsland } from '../block-island.js'
import { JlrDealerLocatorMena } from './jlr-dealer-locator-mena.js'

export default blockIsland(JlrDealerLocatorMena)
