import { BlockError } from '../../../renderer/blocks/block-error.js'
import { BlockLoading } from '../../../renderer/blocks/block-loading.js'
import type { Block } from '../../../templates/generated/types.js'
import { CanvasBlockContent } from '../CanvasBlockContent.js'
import { useBlockPreview } from './use-block-preview.js'

/**
 * A block with a loader in the canvas: rendered with the data of the server's preview of it
 * (use-block-preview.ts): the renderer's skeleton until the first one arrives, the block's error state (with
 * a working "Try again") when it fails, the last data while a newer one loads. Without a preview service it
 * renders without data and shows its editor placeholder ('Stock Locator Carousel with 0 cars').
 */
export function CanvasLoadedBlock({ block }: { block: Block }) {
  const preview = useBlockPreview(block)
  const labels = block.attributes as { error_msg?: string; try_again_btn_label?: string }
  if (preview?.loading) return <BlockLoading />
  if (preview?.failed)
    return (
      <BlockError
        message={labels.error_msg}
        retryLabel={labels.try_again_btn_label}
        onRetry={preview.retry}
      />
    )
  return <CanvasBlockContent block={block} data={preview?.data} />
}
