import { createContext } from 'react'
import type { LoaderContext } from '../loader-context.js'

/** The loader context of the page being rendered, set by the server around the page's blocks. */
export const BlockLoaderContext = createContext<LoaderContext | null>(null)
