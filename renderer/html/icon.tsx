import { ICON_SHAPES } from './icon-shapes.js'
import { ShapeIcon } from './icon-svg.js'

/**
 * A decorative icon (aria-hidden) of the icon set by key (Icon fields hold one); put the meaning in the text
 * or an aria-label beside it. An unknown key renders nothing: a missing icon must not break a block.
 */
export function Icon({ name, className }: { name: string | undefined; className?: string }) {
  const shape = name ? ICON_SHAPES[name] : undefined
  if (!shape) return null
  return <ShapeIcon shape={shape} className={className} />
}
