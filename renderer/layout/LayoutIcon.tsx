import { ICON_SHAPES } from '../html/icon-shapes.js'
import { LayoutShapeIcon } from './LayoutControlIcon.js'
import { LAYOUT_ICON_NAMES } from './layout-icon-names.js'

/** Point along the reading direction: mirrored in right-to-left pages by layout-icon.css. */
const DIRECTIONAL = new Set(['chevron-right', 'arrow-right'])

/**
 * An icon of the layout by key (the spec's icon keys: footer social icons, floating action items), from the
 * one icon set, so nothing is downloaded; unknown keys draw an arrow. Decorative: give the link or button its
 * accessible name. Controls named in code use LayoutControlIcon, which does not load the whole set.
 */
export function LayoutIcon({ name, size = 20 }: { name: string; size?: number }) {
  const shape = ICON_SHAPES[LAYOUT_ICON_NAMES[name] ?? name]
  return (
    <LayoutShapeIcon
      shape={shape ?? ICON_SHAPES['arrow-next']}
      directional={DIRECTIONAL.has(name) || !shape}
      size={size}
    />
  )
}
