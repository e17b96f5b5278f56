import { useBlockErrorCount } from '../state/use-block-error-count.js'

/** The number of validation errors inside a block (test id `block-error:<id>`), nothing when there are none. */
export function ErrorBadge({ blockId }: { blockId: string }) {
  const count = useBlockErrorCount(blockId)
  if (count === 0) return null
  return (
    <span
      className="error-badge"
      data-testid={`block-error:${blockId}`}
      title={`${count} error${count === 1 ? '' : 's'}`}
      aria-label={`${count} error${count === 1 ? '' : 's'}`}
    >
      {count}
    </span>
  )
}
