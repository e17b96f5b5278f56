import type { ReactNode } from 'react'
import { CONTROL_ICON_SHAPES, type ControlIconName } from './control-icon-shapes.js'

/** The SVG around an icon shape (icon-shapes.tsx): 24 x 24 lines in the current colour, hidden from readers. */
export function IconSvg({
  className,
  size = 24,
  strokeWidth,
  children,
}: {
  className: string
  size?: number
  strokeWidth: number
  children: ReactNode
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** A decorative icon of the set from its shape: how Icon and ControlIcon draw. */
export function ShapeIcon({ shape, className }: { shape: ReactNode; className?: string | undefined }) {
  return (
    <IconSvg className={className ? `icon ${className}` : 'icon'} strokeWidth={1.5}>
      {shape}
    </IconSvg>
  )
}

/**
 * A control's icon named in code (an arrow, play, pause...), drawn as Icon draws it but without loading the
 * whole icon set; Icon is for keys an editor chose. Decorative (aria-hidden): label the button. Here beside
 * ShapeIcon, not in a module of its own, so that it shares the chunk every icon loads.
 */
export function ControlIcon({ name, className }: { name: ControlIconName; className?: string }) {
  return <ShapeIcon shape={CONTROL_ICON_SHAPES[name]} className={className} />
}
