import { HeroCarousel } from './hero-carousel.js'

export default HeroCarousel
