import { blockIsland } from '../block-island.js'
import { RentACar } from './rent-a-car.js'

export default blockIsland(RentACar)
