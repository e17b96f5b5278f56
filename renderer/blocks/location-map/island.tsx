import { LocationMap } from './location-map.js'

export default LocationMap
