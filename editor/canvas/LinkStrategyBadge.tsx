import type { Link } from '../../templates/generated/types.js'
import { useStrategyCheck } from '../outline/use-strategy-check.js'

/**
 * The canvas's marker right after a button or link that carries an active dynamic-content strategy
 * (LinkAnchor draws it through LinkStrategyMarker; CSS outlines the anchor): "Shown by strategy: url_brands",
 * or the block badge's "Hidden by url_brands" when the check fails for this page, so the live page leaves the
 * button out. A button's fallback text is not shown: the live page leaves a hidden button out without
 * putting its fallback in its place (decision 055), so the marker does not promise it. Test id
 * `link-shown-by`; the reason is its title.
 */
export function LinkStrategyBadge({ link }: { link: Link }) {
  const strategy = link.strategy
  const check = useStrategyCheck(strategy)
  if (!strategy?.key) return null
  const hidden = check !== null && !check.pass
  const words = hidden ? `Hidden by ${strategy.key}` : `Shown by strategy: ${strategy.key}`
  // The editor's words are English on an Arabic page too: they keep their own direction.
  return (
    <span
      className="strategy-badge strategy-badge--link"
      data-testid="link-shown-by"
      title={check ? `${words}: ${check.reason}` : words}
      lang="en"
      dir="ltr"
    >
      {words}
    </span>
  )
}
