import { JlrAccordions } from './jlr-accordions.js'

export default JlrAccordions
