import { blockIsland } from '../block-island.js'
import { JlrModelSummaryFilters } from './jlr-model-summary-filters.js'

export default blockIsland(JlrModelSummaryFilters)
