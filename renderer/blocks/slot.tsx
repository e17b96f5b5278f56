import { useContext } from 'react'
import type { Block } from '../../templates/generated/types.js'
import { useRenderContext } from '../context/render-context.js'
import { SlotRenderer } from './slot-renderer.js'

/**
 * Nested blocks of a Slot field. On the server they render in place, through the BlockList that rendered
 * this block. Inside a hydrated island the slot is a hole: its server HTML is kept as it is (React leaves an
 * element with dangerouslySetInnerHTML alone while hydrating), so an island never ships the code of the
 * blocks it contains; nested islands hydrate on their own.
 */
export function Slot({ blocks, className }: { blocks: readonly Block[] | undefined; className?: string }) {
  const { environment } = useRenderContext()
  const Renderer = useContext(SlotRenderer)
  const classes = className ? `slot ${className}` : 'slot'
  if (environment === 'island' || !Renderer)
    return <div className={classes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  return (
    <div className={classes}>
      <Renderer blocks={blocks} />
    </div>
  )
}
