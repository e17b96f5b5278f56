import type { ReactNode } from 'react'
import { tabIds } from './tab-ids.js'

/**
 * The panel of tab `index` in the WAI-ARIA tabs pattern, the partner of TabList: labelled by its tab,
 * hidden unless selected, focusable so keyboard users reach its content from the tab list.
 */
export function TabPanel({
  blockId,
  index,
  selected,
  className,
  children,
}: {
  blockId: string
  index: number
  selected: boolean
  className: string
  children: ReactNode
}) {
  const ids = tabIds(blockId, index)
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      hidden={!selected}
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  )
}
