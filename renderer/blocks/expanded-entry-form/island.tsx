import { blockIsland } from '../block-island.js'
import { ExpandedEntryForm } from './expanded-entry-form.js'

export default blockIsland(ExpandedEntryForm)
