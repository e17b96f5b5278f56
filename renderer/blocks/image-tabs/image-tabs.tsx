import type { BlockProps } from '../../block-props.js'
import { HashTargets } from '../../html/hash-targets.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { TabList } from '../../html/tab-list.js'
import { TabPanel } from '../../html/tab-panel.js'
import { useHashTabs } from '../../html/use-hash-tab.js'
import { Slot } from '../slot.js'

/**
 * Image tabs: each tab shows a large image and its own blocks (WAI-ARIA tabs); a tab opens from its
 * hash id. Hidden panels are display: none, so their lazy images load only when their tab opens; with
 * has_lazyload off they load with the page, for instant switching.
 */
export function ImageTabs({ block, attributes: a }: BlockProps<'image-tabs'>) {
  const tabs = a.tabs ?? []
  const { current, select: setSelected, root } = useHashTabs(tabs.map((tab) => tab.tab_id))
  if (!tabs.length) return null
  const lazy = a.has_lazyload ?? true
  return (
    <section ref={root} className="image-tabs">
      <div className="container">
        <HashTargets ids={tabs.map((tab) => tab.tab_id)} />
        <TabList
          blockId={block.id}
          tabs={tabs.map((tab) => ({ label: tab.tab_label }))}
          selected={current}
          onSelect={setSelected}
          className="image-tabs__list"
        />
        {tabs.map((tab, i) => (
          <TabPanel
            key={i}
            blockId={block.id}
            index={i}
            selected={i === current}
            className="image-tabs__panel"
          >
            {tab.image ? (
              <div className="image-tabs__media">
                <ResponsiveImage
                  image={tab.image}
                  sizes="(min-width: 1480px) 1400px, 100vw"
                  width={1600}
                  height={900}
                  eager={!lazy && i > 0}
                  className="image-tabs__image"
                />
              </div>
            ) : null}
            <Slot blocks={tab.content} className="image-tabs__content" />
          </TabPanel>
        ))}
      </div>
    </section>
  )
}
