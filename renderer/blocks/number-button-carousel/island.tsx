import { blockIsland } from '../block-island.js'
import { NumberButtonCarousel } from './number-button-carousel.js'

export default blockIsland(NumberButtonCarousel)
