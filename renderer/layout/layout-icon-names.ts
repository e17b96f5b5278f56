/**
 * The layout's icon keys (the spec's: footer social icons, floating action items, the navigation's arrows)
 * that the one icon set (html/icon-shapes.tsx) draws under another name.
 */
export const LAYOUT_ICON_NAMES: Readonly<Record<string, string>> = {
  'chevron-right': 'chevron-next',
  'arrow-right': 'arrow-next',
  location: 'map-pin',
  external: 'external-link',
  twitter: 'x',
}
