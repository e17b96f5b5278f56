import { blockIsland } from '../block-island.js'
import { EntryForm } from './entry-form.js'

export default blockIsland(EntryForm)
