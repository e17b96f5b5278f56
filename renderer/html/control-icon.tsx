import { CONTROL_ICON_SHAPES, type ControlIconName } from './control-icon-shapes.js'
import { ShapeIcon } from './icon-svg.js'

/**
 * A control's icon named in code (an arrow, play, pause...), drawn as Icon draws it but without loading the
 * whole icon set; Icon is for keys an editor chose. Decorative (aria-hidden): label the button.
 */
export function ControlIcon({ name, className }: { name: ControlIconName; className?: string }) {
  return <ShapeIcon shape={CONTROL_ICON_SHAPES[name]} className={className} />
}
