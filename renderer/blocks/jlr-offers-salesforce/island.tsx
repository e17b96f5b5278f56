import { blockIsland } from '../block-island.js'
import { JlrOffersSalesforce } from './jlr-offers-salesforce.js'

export default blockIsland(JlrOffersSalesforce)
