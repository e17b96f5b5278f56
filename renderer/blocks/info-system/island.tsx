import { InfoSystem } from './info-system.js'

export default InfoSystem
