import { blockIsland } from '../block-island.js'
import { ModelSummary } from './model-summary.js'

export default blockIsland(ModelSummary)
