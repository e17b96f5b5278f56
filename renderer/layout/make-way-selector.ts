/** What a floating control must never cover: the page's own calls to action (the vehicle page's buttons). */
export const MAKE_WAY_SELECTOR = '[data-fab-avoid]'
