import { blockIsland } from '../block-island.js'
import { HeroCarousel } from './hero-carousel.js'

export default blockIsland(HeroCarousel)
