import { blockIsland } from '../block-island.js'
import { CarRent } from './car-rent.js'

export default blockIsland(CarRent)
