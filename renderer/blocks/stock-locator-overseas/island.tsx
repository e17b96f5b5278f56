import { blockIsland } from '../block-island.js'
import { StockLocatorOverseas } from './stock-locator-overseas.js'

export default blockIsland(StockLocatorOverseas)
