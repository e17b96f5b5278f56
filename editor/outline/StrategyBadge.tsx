import type { Block } from '../../templates/generated/types.js'
import { useStrategyCheck } from './use-strategy-check.js'

/**
 * "Hidden by url_brands" on a block whose dynamic-content strategy hides it from visitors of this page
 * (test id `block-hidden-by:<id>`), with the check's reason as its title: the same check the server render
 * runs (engine/dynamic-content), on the same lists. Nothing while the lists load or when the block shows.
 */
export function StrategyBadge({ block }: { block: Block }) {
  const strategy = block.visibility?.strategy
  const check = useStrategyCheck(strategy)
  if (!strategy || !check || check.pass) return null
  const label = `Hidden by ${strategy.key}: ${check.reason}`
  return (
    <span
      className="strategy-badge"
      data-testid={`block-hidden-by:${block.id}`}
      title={label}
      aria-label={label}
    >
      Hidden by {strategy.key}
    </span>
  )
}
