import { ImageTabs } from './image-tabs.js'

export default ImageTabs
