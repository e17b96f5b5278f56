import { StockLocator } from './stock-locator.js'

export default StockLocator
