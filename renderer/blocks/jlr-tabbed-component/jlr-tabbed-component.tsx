import type { BlockProps } from '../../block-props.js'
import { classNames } from '../../html/class-names.js'
import { HashTargets } from '../../html/hash-targets.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { subHeadingTag } from '../../html/sub-heading-tag.js'
import { TabList } from '../../html/tab-list.js'
import { TabPanel } from '../../html/tab-panel.js'
import { useHashTabs } from '../../html/use-hash-tab.js'
import { TabChooser } from '../../storefront/choice-select/TabChooser.js'
import { ShowcaseSection } from '../../storefront/showcase-section/ShowcaseSection.js'
import type { JlrTabbedComponentAttributes } from '../../../templates/generated/types.js'

type Tab = NonNullable<JlrTabbedComponentAttributes['tabs']>[number]

/**
 * Tabbed component: a heading, a paragraph and a row of tabs (WAI-ARIA tabs, TabList), each panel an image
 * beside its own heading, text and link. A tab opens from its hash id; with has_modal phones choose the tab
 * from a list (TabChooser) instead of the row.
 */
export function JlrTabbedComponent({ block, attributes: a }: BlockProps<'jlr-tabbed-component'>) {
  const tabs = a.tabs ?? []
  const { current, select: setSelected, root } = useHashTabs(tabs.map((tab) => tab.tab_id))
  if (!tabs.length) return null
  const modal = a.has_modal ?? true
  const panelTag = subHeadingTag(a.header_tag)
  return (
    <ShowcaseSection
      tag="section"
      ref={root}
      tone={a.box_color}
      className={classNames(
        'tabbed-component',
        modal && 'tabbed-component--modal',
        a.is_reversed && 'tabbed-component--reversed',
      )}
      heading={a.heading}
      headerTag={a.header_tag}
      headerSize={a.header_size}
      paragraph={a.paragraph}
    >
      <HashTargets ids={tabs.map((tab) => tab.tab_id)} />
      <TabList
        blockId={block.id}
        tabs={tabs.map((tab) => ({ label: tab.tab_label }))}
        selected={current}
        onSelect={setSelected}
        label={a.heading}
        className="tabbed-component__list"
      />
      {modal ? (
        <TabChooser
          blockId={block.id}
          labels={tabs.map((tab) => tab.tab_label)}
          selected={current}
          onSelect={setSelected}
          title={a.heading}
          className="tabbed-component__chooser"
        />
      ) : null}
      {tabs.map((tab, i) => (
        <TabPanel
          key={i}
          blockId={block.id}
          index={i}
          selected={i === current}
          className="tabbed-component__panel"
        >
          <TabContent tab={tab} tag={panelTag} buttonStyle={a.button_style ?? 'primary'} />
        </TabPanel>
      ))}
    </ShowcaseSection>
  )
}

function TabContent({
  tab,
  tag,
  buttonStyle,
}: {
  tab: Tab
  tag: ReturnType<typeof subHeadingTag>
  buttonStyle: 'primary' | 'secondary'
}) {
  return (
    <div
      className={
        tab.image ? 'tabbed-component__layout' : 'tabbed-component__layout tabbed-component__layout--text'
      }
    >
      {tab.image ? (
        <div className="tabbed-component__media">
          <ResponsiveImage
            image={tab.image}
            sizes="(min-width: 900px) 55vw, 100vw"
            width={1024}
            height={576}
            max={1024}
            className="tabbed-component__image"
          />
        </div>
      ) : null}
      <div className="tabbed-component__body">
        {tab.heading ? (
          <Heading tag={tag} size="m" className="tabbed-component__title">
            {tab.heading}
          </Heading>
        ) : null}
        <RichText html={tab.text} className="tabbed-component__text" />
        {tab.link ? (
          <LinkAnchor link={tab.link} className={`button button--${buttonStyle} tabbed-component__link`} />
        ) : null}
      </div>
    </div>
  )
}
