import { blockIsland } from '../block-island.js'
import { RangeCalculator } from './range-calculator.js'

export default blockIsland(RangeCalculator)
