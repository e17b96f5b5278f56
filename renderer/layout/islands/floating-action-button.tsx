import type { FabView } from '../../../engine/rules/floating-action-button.js'
import { FabMenu } from '../FabMenu.js'
import { QuickLinks } from '../QuickLinks.js'

export interface FloatingActionButtonProps {
  view: FabView
  labels: {
    fabOpen: string
    fabClose: string
    quickLinks: string
    quickLinksCollapse: string
    quickLinksExpand: string
    quickLinksTitle: string
  }
}

/**
 * The floating action button or, in quick-links mode, the quick links (island
 * "layout:floating-action-button", 001 §2). The view comes from the engine's resolveFab.
 */
export default function FloatingActionButton({ view, labels }: FloatingActionButtonProps) {
  if (view.mode === 'quick-links')
    return (
      <QuickLinks
        view={view}
        label={labels.quickLinks}
        collapseLabel={labels.quickLinksCollapse}
        expandLabel={labels.quickLinksExpand}
        title={view.expandLabel ?? labels.quickLinksTitle}
      />
    )
  return <FabMenu view={view} openLabel={labels.fabOpen} closeLabel={labels.fabClose} />
}
