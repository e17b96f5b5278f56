import { useEffect, useState } from 'react'
import { useEditor } from '../../state/editor-store-context.js'
import { ObjectValueFields } from '../object-value-fields.js'
import { useFieldServices } from '../field-services-context.js'
import type { PageOption } from '../field-services.js'
import type { WidgetProps } from '../widget-props.js'

export interface LinkValue {
  url?: string
  label?: string
  target?: '_self' | '_blank'
  link_type?: 'internal' | 'external' | 'file' | 'page'
  rel?: string
  aria_label?: string
  /** A dynamic-content strategy: the button shows only when it passes (docs/decisions/055). */
  strategy?: Record<string, unknown>
}

const TEXT_PARTS = ['url', 'label', 'rel', 'aria_label'] as const

/**
 * A link: URL, label, target, type, rel and accessible label. Internal and page links suggest the site's
 * pages (same site and locale) as the URL is typed. Clearing every text part (with no strategy) removes
 * the link. Under a collapsed "Dynamic content" its strategy is edited with the fields the block's
 * Visibility section uses (decision 057).
 */
export function LinkField({ id, schema, value, describedBy, invalid, onChange }: WidgetProps<LinkValue>) {
  const current: LinkValue = value ?? {}
  const linkType = current.link_type ?? 'internal'
  const internal = linkType === 'internal' || linkType === 'page'
  const pages = usePageOptions(internal)

  const set = (part: keyof LinkValue, text: string) => {
    const next: LinkValue = { target: '_self', link_type: 'internal', ...current }
    if (text === '' && part !== 'url') delete next[part]
    else (next as Record<string, string>)[part] = text
    finish(next)
  }
  const finish = (next: LinkValue) => {
    const empty = TEXT_PARTS.every((p) => !next[p]) && !next.strategy
    onChange(empty ? undefined : { url: '', ...next })
  }
  const setStrategy = (strategy: Record<string, unknown> | undefined) => {
    const next: LinkValue = { target: '_self', link_type: 'internal', ...current, strategy }
    if (!strategy) delete next.strategy
    finish(next)
  }
  const strategySchema = schema.properties?.strategy
  const strategyKey = typeof current.strategy?.key === 'string' ? current.strategy.key : null

  // `${id}-label` is the field row's legend, so the label's box takes another id.
  const partId = (part: (typeof TEXT_PARTS)[number]) =>
    part === 'url' ? id : part === 'label' ? `${id}-link-label` : `${id}-${part}`
  const text = (part: (typeof TEXT_PARTS)[number], label: string, extra: object = {}) => (
    <span className="field-sub">
      <label htmlFor={partId(part)}>{label}</label>
      <input
        id={partId(part)}
        type="text"
        className="field-input"
        value={current[part] ?? ''}
        aria-describedby={describedBy}
        aria-invalid={(part === 'url' && invalid) || undefined}
        onChange={(e) => set(part, e.target.value)}
        {...extra}
      />
    </span>
  )

  return (
    <div className="field-link">
      {text('url', internal ? 'URL or page path' : 'URL', internal ? { list: `${id}-pages` } : {})}
      {internal ? (
        <datalist id={`${id}-pages`}>
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title}
            </option>
          ))}
        </datalist>
      ) : null}
      {text('label', 'Label')}
      <span className="field-sub">
        <label htmlFor={`${id}-link_type`}>Link type</label>
        <select
          id={`${id}-link_type`}
          className="field-input field-select"
          value={linkType}
          onChange={(e) => set('link_type', e.target.value)}
        >
          <option value="internal">Internal (a page of this site)</option>
          <option value="external">External</option>
          <option value="file">File</option>
          <option value="page">Page</option>
        </select>
      </span>
      <span className="field-sub">
        <label htmlFor={`${id}-target`}>Opens in</label>
        <select
          id={`${id}-target`}
          className="field-input field-select"
          value={current.target ?? '_self'}
          onChange={(e) => set('target', e.target.value)}
        >
          <option value="_self">The same tab</option>
          <option value="_blank">A new tab</option>
        </select>
      </span>
      {text('rel', 'rel (e.g. nofollow)')}
      {text('aria_label', 'Accessible label (when the label alone is unclear)')}
      {strategySchema ? (
        <details className="field-disclosure" data-testid={`link-strategy:${id}`}>
          <summary>
            Dynamic content
            <span className="field-hint">
              {strategyKey ? ` (shown when ${strategyKey} passes)` : ' (always shown)'}
            </span>
          </summary>
          <ObjectValueFields
            idPrefix={`${id}-strategy`}
            schema={strategySchema}
            value={current.strategy}
            onChange={setStrategy}
          />
        </details>
      ) : null}
    </div>
  )
}

/** The pages of the edited page's site and locale, fetched only while an internal link is shown. */
function usePageOptions(enabled: boolean): PageOption[] {
  const services = useFieldServices()
  const site = useEditor((s) => s.doc.site)
  const locale = useEditor((s) => s.doc.locale)
  const [pages, setPages] = useState<PageOption[]>([])
  useEffect(() => {
    if (!enabled) return
    let live = true
    void services.listPages({ site, locale }).then((found) => {
      if (live) setPages(found)
    })
    return () => {
      live = false
    }
  }, [enabled, services, site, locale])
  return pages
}
