import { blockIsland } from '../block-island.js'
import { JlrFinanceCalculator } from './jlr-finance-calculator.js'

export default blockIsland(JlrFinanceCalculator)
