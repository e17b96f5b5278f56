/** How the canvas shows the page: viewport width, zoom, direction and theme. Editor-only: not part of the page. */
export interface PreviewSettings {
  width: 360 | 768 | 1280
  /** 'fit' scales the device width down to the space the canvas has; '100%' shows it at its real size. */
  zoom: CanvasZoom
  dir: 'ltr' | 'rtl'
  theme: 'lrdx' | 'jdx'
}

export type CanvasZoom = 'fit' | '100%'

export const VIEWPORTS = [360, 768, 1280] as const
export const ZOOMS: readonly CanvasZoom[] = ['fit', '100%']
