import { JlrOffersSalesforce } from './jlr-offers-salesforce.js'

export default JlrOffersSalesforce
