/** How the canvas shows the page: viewport width, direction and theme. Editor-only: not part of the page. */
export interface PreviewSettings {
  width: 360 | 768 | 1280
  dir: 'ltr' | 'rtl'
  theme: 'lrdx' | 'jdx'
}

export const VIEWPORTS = [360, 768, 1280] as const
