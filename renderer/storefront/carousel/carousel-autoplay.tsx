import { createContext } from 'react'

/**
 * Whether carousels start advancing on their own where they render: on a page yes (each still waits for
 * its own autoplay setting and the visitor's reduced-motion preference); in the editor's canvas no, so the
 * slide an editor is looking at or editing stays put. Either way the play button starts the slideshow.
 */
export const CarouselAutoplay = createContext(true)
