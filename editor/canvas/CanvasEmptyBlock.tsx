import { getTemplate } from '../../engine/registry/template-registry.js'
import { slotInstances } from '../../engine/tree/slot-instances.js'
import type { Block } from '../../templates/generated/types.js'
import { slotLabel } from '../outline/slot-label.js'

/**
 * Stands in for a block whose component renders nothing yet: its name and, per slot, an empty `.slot`
 * area the canvas overlay offers as a drop target (the same place the template's own slot would be).
 */
export function CanvasEmptyBlock({ block }: { block: Block }) {
  const name = getTemplate(block.template)?.name ?? block.template
  const slots = slotInstances(block)
  return (
    <div className="canvas-block__placeholder">
      <span className="canvas-block__placeholder-name">
        {name}: {slots.length > 0 ? 'drop blocks below' : 'fill in its fields to show it'}
      </span>
      {slots.map((instance) => (
        <div
          key={instance.slot}
          className="slot canvas-block__empty-slot"
          aria-label={slotLabel(instance, block.attributes)}
        />
      ))}
    </div>
  )
}
