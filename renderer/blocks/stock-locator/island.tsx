import { blockIsland } from '../block-island.js'
import { StockLocator } from './stock-locator.js'

export default blockIsland(StockLocator)
