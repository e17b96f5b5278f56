import type { BlockProps } from '../../block-props.js'
import { Slot } from '../slot.js'

/** Content blocks row: up to four nested blocks side by side, stacking on narrow screens. */
export function JlrContentBlocks({ attributes: a }: BlockProps<'jlr-content-blocks'>) {
  const count = Math.min(a.blocks?.length ?? 0, 4)
  if (!count) return null
  return (
    <section className={`content-blocks content-blocks--count-${count}`}>
      <div className="container">
        <Slot blocks={a.blocks} className="content-blocks__row" />
      </div>
    </section>
  )
}
