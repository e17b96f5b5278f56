import { useRef, useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ChooserDialog } from '../../html/chooser-dialog.js'
import { classNames } from '../../html/class-names.js'
import { HashTargets } from '../../html/hash-targets.js'
import { Heading } from '../../html/heading.js'
import { Icon } from '../../html/icon.js'
import { TabList } from '../../html/tab-list.js'
import { TabPanel } from '../../html/tab-panel.js'
import { tabIds } from '../../html/tab-ids.js'
import { uiText } from '../../html/ui-text.js'
import { useHashTab } from '../../html/use-hash-tab.js'
import { ChoiceButton } from '../../storefront/choice-select/ChoiceButton.js'
import { Slot } from '../slot.js'

/**
 * Tabs: a heading and a row of tabs, each holding its own blocks (WAI-ARIA tabs). A tab opens from its
 * hash id. With has_modal, phones get a button that opens a list of the tabs instead of the row.
 */
export function JlrTabs({ block, attributes: a }: BlockProps<'jlr-tabs'>) {
  const t = uiText(useRenderContext().locale)
  const tabs = a.tabs ?? []
  const [selected, setSelected] = useState(0)
  const [choosing, setChoosing] = useState(false)
  const root = useRef<HTMLElement>(null)
  useHashTab(
    tabs.map((tab) => tab.tab_id),
    setSelected,
    root,
  )
  if (!tabs.length) return null
  const current = Math.min(selected, tabs.length - 1)
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
          <>
            <ChoiceButton
              className="tabs__chooser"
              icon={<Icon name="chevron-down" />}
              onClick={() => setChoosing(true)}
            >
              <span className="tabs__chooser-label">{tabs[current]?.tab_label}</span>
            </ChoiceButton>
            <ChooserDialog
              id={`${tabIds(block.id, 0).tab}-chooser`}
              open={choosing}
              onClose={() => setChoosing(false)}
              title={a.heading || t.chooseTab}
              options={tabs.map((tab) => tab.tab_label)}
              selected={current}
              onPick={(i) => {
                setSelected(i)
                setChoosing(false)
              }}
              closeLabel={t.close}
            />
          </>
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
