import { StockLocatorCarousel } from './stock-locator-carousel.js'

export default StockLocatorCarousel
