import { QuoteSlider } from './quote-slider.js'

export default QuoteSlider
