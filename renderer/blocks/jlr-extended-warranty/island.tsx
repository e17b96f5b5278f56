import { blockIsland } from '../block-island.js'
import { JlrExtendedWarranty } from './jlr-extended-warranty.js'

export default blockIsland(JlrExtendedWarranty)
