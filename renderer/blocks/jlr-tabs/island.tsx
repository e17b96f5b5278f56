import { JlrTabs } from './jlr-tabs.js'

export default JlrTabs
