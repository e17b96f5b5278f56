import type { ComponentType } from 'react'
import type { BlockProps } from '../../renderer/block-props.js'
import { Island } from '../../renderer/blocks/island.js'
import { blockRegistry } from '../../renderer/registry.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'

/**
 * A block's own component as the canvas shows it, rendered here in the editor like every block, with `data`
 * for a block whose loader ran on the server (CanvasLoadedBlock). An interactive block keeps the island
 * wrapper's markup (and so the site's CSS); its component is already live in the editor's React tree, so
 * nothing hydrates and the props script stays small.
 */
export function CanvasBlockContent({ block, data }: { block: Block; data?: unknown }) {
  const entry = blockRegistry[block.template as TemplateKey]
  const Component = entry.component as ComponentType<BlockProps<TemplateKey>>
  const content = <Component block={block as never} attributes={block.attributes as never} data={data} />
  // A block whose search lives in the page URL would write the editor's own URL and history: it shows its
  // data here, and is tried out on the preview page (decision 035).
  const shown = entry.readsQuery ? (
    <div className="canvas-block__inert" inert>
      {content}
    </div>
  ) : (
    content
  )
  if (!entry.island) return shown
  return (
    <Island name={block.template} props={{ block: block.id }}>
      {shown}
    </Island>
  )
}
