import { CompareImages } from './compare-images.js'

export default CompareImages
