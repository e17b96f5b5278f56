import { blockIsland } from '../block-island.js'
import { JlrRetailerCards } from './jlr-retailer-cards.js'

export default blockIsland(JlrRetailerCards)
