import { blockIsland } from '../block-island.js'
import { JlrTabbedComponent } from './jlr-tabbed-component.js'

export default blockIsland(JlrTabbedComponent)
