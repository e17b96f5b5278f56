import { blockIsland } from '../block-island.js'
import { JlrExpandedEntryFormMena } from './jlr-expanded-entry-form-mena.js'

export default blockIsland(JlrExpandedEntryFormMena)
