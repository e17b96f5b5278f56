import type { CSSProperties, Ref } from 'react'
import { classNames } from '../../html/class-names.js'

/**
 * The colour picker's controls: one round swatch per paint colour, as a radio group (one swatch in the Tab
 * order, the chosen one). The arrow keys are the carousel's (on the block's root), so they are not handled
 * here; a click or Space picks a swatch. Each swatch is named by its colour, with the finish as a tooltip.
 */
export function Swatches({
  ref,
  colours,
  selected,
  onPick,
  label,
  controls,
}: {
  ref: Ref<HTMLDivElement>
  colours: readonly { name: string; finish?: string; swatch: string }[]
  selected: number
  onPick: (index: number) => void
  label: string
  /** Id of the element holding the images. */
  controls: string
}) {
  return (
    <div ref={ref} role="radiogroup" aria-label={label} className="color-picker__swatches">
      {colours.map((colour, i) => (
        <button
          key={i}
          type="button"
          role="radio"
          aria-checked={i === selected}
          aria-controls={controls}
          aria-label={colour.name}
          title={colour.finish ? `${colour.name} (${colour.finish})` : colour.name}
          tabIndex={i === selected ? 0 : -1}
          className={classNames(
            'color-picker__swatch',
            light(colour.swatch) && 'color-picker__swatch--light',
          )}
          style={{ '--swatch': colour.swatch } as CSSProperties}
          onClick={() => onPick(i)}
        />
      ))}
    </div>
  )
}

/** A pale swatch gets a darker ring so it shows on a light background. */
function light(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16)
  if (!Number.isFinite(n)) return false
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 200
}
