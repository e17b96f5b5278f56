import { StockLocatorOverseas } from './stock-locator-overseas.js'

export default StockLocatorOverseas
