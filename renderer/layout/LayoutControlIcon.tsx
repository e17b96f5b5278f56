import type { ReactNode } from 'react'
import { CONTROL_ICON_SHAPES, type ControlIconName } from '../html/control-icon-shapes.js'
import { IconSvg } from '../html/icon-svg.js'

/** Controls' icons that point along the reading direction: mirrored in right-to-left pages by layout-icon.css. */
const DIRECTIONAL = new Set<ControlIconName>(['chevron-next', 'chevron-prev', 'arrow-next'])

/** A layout icon from its shape: how LayoutIcon and LayoutControlIcon draw. */
export function LayoutShapeIcon({
  shape,
  directional,
  size,
}: {
  shape: ReactNode
  directional: boolean
  size: number
}) {
  return (
    <IconSvg
      className={`layout-icon${directional ? ' layout-icon--directional' : ''}`}
      size={size}
      strokeWidth={1.75}
    >
      {shape}
    </IconSvg>
  )
}

/**
 * A layout control's icon named in code (the close, menu and search buttons, the navigation's arrows), drawn
 * as LayoutIcon draws it but without loading the whole icon set; LayoutIcon is for the spec's keys (footer,
 * floating action items). Decorative: give the button its accessible name.
 */
export function LayoutControlIcon({ name, size = 20 }: { name: ControlIconName; size?: number }) {
  return <LayoutShapeIcon shape={CONTROL_ICON_SHAPES[name]} directional={DIRECTIONAL.has(name)} size={size} />
}
