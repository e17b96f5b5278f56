import { JlrExtendedWarranty } from './jlr-extended-warranty.js'

export default JlrExtendedWarranty
