import { useRef, useState } from 'react'
import { parseMapping } from '../../../engine/forms/parse-mapping.js'
import { useRenderContext } from '../../context/render-context.js'
import type { ExpandedEntryFormAttributes } from '../../../templates/generated/types.js'
import { classNames } from '../../html/class-names.js'
import { HashTargets } from '../../html/hash-targets.js'
import { Heading } from '../../html/heading.js'
import { Icon } from '../../html/icon.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { TabList } from '../../html/tab-list.js'
import { tabIds } from '../../html/tab-ids.js'
import { useHashTab } from '../../html/use-hash-tab.js'
import { formText } from '../../forms/form-text.js'
import type { FormDefinitions } from '../../forms/form-definitions.js'
import { LeadForm } from '../../forms/lead-form.js'

/** How the MENA variant (jlr-expanded-entry-form-mena) lays the same block out. */
export interface EntryFormLayout {
  /** The heading, text and form over the image, which fills the block (wide screens). */
  overImage?: boolean
  /** The block's own writing direction; absent follows the page. */
  dir?: 'ltr' | 'rtl'
  /** The form before the text. */
  reversed?: boolean
}

/**
 * The expanded entry form (002 §3): a heading, text and image beside a form from the forms admin, in the
 * content and form colour themes. Tabs (the first top_tabs_limit in a row, the rest in a list) each open
 * their own form and image; a tab opens from its hash id. The common form fields (hidden values, query and
 * location mappings, two columns, button position) apply to every tab's form. Shared by the expanded
 * entry form and its MENA variant, which passes a layout.
 */
export function EntryFormView({
  block,
  attributes: a,
  data,
  layout = {},
}: {
  block: { id: string }
  attributes: ExpandedEntryFormAttributes
  data?: unknown
  layout?: EntryFormLayout
}) {
  const { locale } = useRenderContext()
  const text = formText(locale)
  const tabs = a.tabs ?? []
  const [selected, setSelected] = useState(0)
  const root = useRef<HTMLElement>(null)
  useHashTab(
    tabs.map((tab) => tab.tab_id),
    setSelected,
    root,
  )
  const current = tabs.length ? Math.min(selected, tabs.length - 1) : -1
  const tab = current >= 0 ? tabs[current] : undefined
  const formId = tab?.form_id || a.form_id
  const image = tab?.image ?? a.image
  const limit = Math.max(1, a.top_tabs_limit ?? 4)
  const topTabs = tabs.slice(0, limit)
  const moreTabs = tabs.slice(limit)
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const headingId = `${base}-heading`
  const form = (
    <LeadForm
      definitions={data as FormDefinitions | undefined}
      key={formId}
      formId={formId}
      blockId={current > 0 ? `${block.id}-${current}` : block.id}
      hidden={parseMapping(a.form_hidden_field_mapping)}
      paramsMapping={parseMapping(a.form_params_mapping)}
      locationParamsMapping={parseMapping(a.form_location_params_mapping)}
      locationMapping={parseMapping(a.form_location_mapping)}
      twoColumns={a.has_two_columns ?? false}
      buttonPosition={a.button_position ?? 'left'}
      label={tab?.tab_label ?? a.heading}
    />
  )
  return (
    <section
      ref={root}
      className={classNames(
        'entry-form',
        // Over an image the content theme colours the text's box, not the whole block.
        !layout.overImage && `tone-${a.content_theme ?? 'light'}`,
        layout.overImage && 'entry-form--over-image',
        layout.reversed && 'entry-form--reversed',
      )}
      aria-labelledby={a.heading ? headingId : undefined}
      dir={layout.dir}
    >
      {layout.overImage && image ? (
        <ResponsiveImage
          image={image}
          sizes="100vw"
          width={1600}
          height={900}
          className="entry-form__backdrop"
        />
      ) : null}
      <div className="container entry-form__grid">
        <div
          className={classNames(
            'entry-form__content',
            layout.overImage && `tone-${a.content_theme ?? 'light'}`,
          )}
        >
          {a.heading ? (
            <Heading
              tag={a.header_tag}
              size={a.header_size ?? 'l'}
              id={headingId}
              className="entry-form__heading"
            >
              {a.heading}
            </Heading>
          ) : null}
          <RichText html={a.paragraph} className="entry-form__paragraph" />
          {image && !layout.overImage ? (
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1024px) 50vw, 100vw"
              width={1600}
              height={900}
              className="entry-form__image"
            />
          ) : null}
        </div>
        <div className={classNames('entry-form__panel', `tone-${a.form_theme ?? 'grey'}`)}>
          <HashTargets ids={tabs.map((t) => t.tab_id)} />
          {tabs.length > 1 ? (
            <div className="entry-form__tabs">
              <TabList
                blockId={block.id}
                tabs={topTabs.map((t) => ({
                  label: t.tab_label,
                  icon: t.tab_icon ? <Icon name={t.tab_icon} /> : undefined,
                }))}
                selected={current}
                onSelect={setSelected}
                label={a.heading || text.tabs}
                className="entry-form__tab-list"
              />
              {moreTabs.length ? (
                <label className="entry-form__more">
                  <span className="visually-hidden">{text.moreTabs}</span>
                  <select
                    value={current >= limit ? String(current) : ''}
                    onChange={(event) => event.target.value && setSelected(Number(event.target.value))}
                  >
                    <option value="">{text.moreTabs}</option>
                    {moreTabs.map((t, i) => (
                      <option key={i} value={String(limit + i)}>
                        {t.tab_label}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </div>
          ) : null}
          <RichText html={a['form-paragraph']} className="entry-form__form-paragraph" />
          {tabs.length > 1 && current < limit ? (
            <div
              role="tabpanel"
              id={tabIds(block.id, current).panel}
              aria-labelledby={tabIds(block.id, current).tab}
              className="entry-form__form"
              style={{
                paddingInline: tab?.tab_x_padding !== undefined ? `${tab.tab_x_padding}px` : undefined,
              }}
            >
              {form}
            </div>
          ) : (
            <div className="entry-form__form">{form}</div>
          )}
          <RichText html={a['form-disclaimer']} className="entry-form__form-disclaimer" />
        </div>
        {a.disclaimer ? <RichText html={a.disclaimer} className="entry-form__disclaimer" /> : null}
      </div>
    </section>
  )
}
