import { blockIsland } from '../block-island.js'
import { StockLocatorCarousel } from './stock-locator-carousel.js'

export default blockIsland(StockLocatorCarousel)
