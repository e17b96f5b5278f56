import type { BlockProps } from '../../block-props.js'
import { classNames } from '../../html/class-names.js'
import { HashTargets } from '../../html/hash-targets.js'
import { Heading } from '../../html/heading.js'
import { Icon } from '../../html/icon.js'
import { TabList } from '../../html/tab-list.js'
import { TabPanel } from '../../html/tab-panel.js'
import { useHashTabs } from '../../html/use-hash-tab.js'
import { TabChooser } from '../../storefront/choice-select/TabChooser.js'
import { Slot } from '../slot.js'

/**
 * Tabs: a heading and a row of tabs, each holding its own blocks (WAI-ARIA tabs). A tab opens from its
 * hash id. With has_modal, phones get a button that opens a list of the tabs instead of the row.
 */
export function JlrTabs({ block, attributes: a }: BlockProps<'jlr-tabs'>) {
  const tabs = a.tabs ?? []
  const { current, select: setSelected, root } = useHashTabs(tabs.map((tab) => tab.tab_id))
  if (!tabs.length) return null
  return (
    <section ref={root} className={classNames('tabs', a.has_modal && 'tabs--modal')}>
      <div className="container">
        <HashTargets ids={tabs.map((tab) => tab.tab_id)} />
        {a.heading ? (
          <Heading tag={a.header_tag} size={a.header_size ?? 'm'} className="tabs__heading">
            <Icon name={a.header_icon} className="tabs__heading-icon" />
            <span>{a.heading}</span>
          </Heading>
        ) : null}
        <TabList
          blockId={block.id}
          tabs={tabs.map((tab) => ({ label: tab.tab_label }))}
          selected={current}
          onSelect={setSelected}
          label={a.heading}
          className="tabs__list"
        />
        {a.has_modal ? (
          <TabChooser
            blockId={block.id}
            labels={tabs.map((tab) => tab.tab_label)}
            selected={current}
            onSelect={setSelected}
            title={a.heading}
            className="tabs__chooser"
          />
        ) : null}
        {tabs.map((tab, i) => (
          <TabPanel key={i} blockId={block.id} index={i} selected={i === current} className="tabs__panel">
            <Slot blocks={tab.content} className="tabs__content" />
          </TabPanel>
        ))}
      </div>
    </section>
  )
}
