import { blockIsland } from '../block-island.js'
import { CollectionSliderFeed } from './collection-slider-feed.js'

export default blockIsland(CollectionSliderFeed)
