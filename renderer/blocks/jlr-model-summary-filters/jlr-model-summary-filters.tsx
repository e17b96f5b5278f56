import { useRef, useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { HashTargets } from '../../html/hash-targets.js'
import { Heading } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'
import { tabIds } from '../../html/tab-ids.js'
import { TabList } from '../../html/tab-list.js'
import { TabPanel } from '../../html/tab-panel.js'
import { useHashTab } from '../../html/use-hash-tab.js'
import { Slot } from '../slot.js'
import { useNestedHash } from './use-nested-hash.js'

/**
 * Model summary filters (decision 050): each filter is a tab (WAI-ARIA tabs) holding its derivatives
 * (model-summary blocks). A filter opens from its hash id or from a derivative's hash id inside it, and
 * choosing a filter puts its hash id in the address (replaceState: no history entry), so the view can be
 * shared. Without JavaScript the first filter shows; every panel is in the HTML.
 */
export function JlrModelSummaryFilters({ block, attributes: a }: BlockProps<'jlr-model-summary-filters'>) {
  const filters = a.filters ?? []
  const [selected, setSelected] = useState(0)
  const root = useRef<HTMLElement>(null)
  useHashTab(
    filters.map((filter) => filter.tab_id),
    setSelected,
    root,
  )
  useNestedHash(
    filters.map((_, i) => tabIds(block.id, i).panel),
    setSelected,
    root,
  )
  if (!filters.length) return null
  const current = Math.min(selected, filters.length - 1)
  const headingId = `${blockDomId(block.id)}-heading`
  function choose(index: number) {
    setSelected(index)
    const id = filters[index]?.tab_id
    if (id) window.history.replaceState(window.history.state, '', `#${id}`)
  }
  return (
    <section ref={root} className="summary-filters" aria-labelledby={a.heading ? headingId : undefined}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" className="summary-filters__heading" id={headingId}>
            {a.heading}
          </Heading>
        ) : null}
        <RichText html={a.paragraph} className="summary-filters__intro" />
        <HashTargets ids={filters.map((filter) => filter.tab_id)} />
        <TabList
          blockId={block.id}
          tabs={filters.map((filter) => ({ label: filter.label }))}
          selected={current}
          onSelect={choose}
          label={a.filters_label || a.heading}
          className="summary-filters__list"
        />
        {filters.map((filter, i) => (
          <TabPanel
            key={i}
            blockId={block.id}
            index={i}
            selected={i === current}
            className="summary-filters__panel"
          >
            <Slot blocks={filter.summaries} className="summary-filters__summaries" />
          </TabPanel>
        ))}
      </div>
    </section>
  )
}
