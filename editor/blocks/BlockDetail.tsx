import { useEffect, useState } from 'react'
import type { TemplateInfo } from '../../engine/registry/template-info.js'
import { THUMBNAIL_THEMES, type ThumbnailTheme } from '../../engine/registry/thumbnail-url.js'
import type { Block } from '../../templates/generated/types.js'
import { AdminTable } from '../admin/AdminTable.js'
import { Badge } from '../ui/Badge.js'
import { Select } from '../ui/Select.js'
import { BlockLivePreview } from './BlockLivePreview.js'
import { loadShowcaseBlock } from './showcase-block.js'
import { templateFields, type FieldRow } from './template-fields.js'
import { templateLimits } from './template-limits.js'

const THEME_OPTIONS = THUMBNAIL_THEMES.map((value) => ({
  value,
  label: value === 'jdx' ? 'Jaguar (jdx)' : 'Land Rover (lrdx)',
}))

const DIRECTION_OPTIONS = [
  { value: 'ltr', label: 'Left to right' },
  { value: 'rtl', label: 'Right to left' },
]

/** One template documented: what it is, a live preview of its showcase case, its limits and its fields. */
export function BlockDetail({ template, csrfToken }: { template: TemplateInfo; csrfToken: string }) {
  const [theme, setTheme] = useState<ThumbnailTheme>('lrdx')
  const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr')
  const [block, setBlock] = useState<{ key: string; block: Block } | null>(null)
  useEffect(() => {
    let cancelled = false
    void loadShowcaseBlock(template.key).then((loaded) => {
      if (!cancelled) setBlock({ key: template.key, block: loaded })
    })
    return () => {
      cancelled = true
    }
  }, [template.key])
  const fields = templateFields(template.schema)
  const headingId = `block-${template.key}`
  return (
    <article className="blocks-detail" aria-labelledby={headingId}>
      <header className="blocks-detail__header">
        <h2 id={headingId}>{template.name}</h2>
        <p className="blocks-detail__meta">
          <code>{template.key}</code> · {template.group} · priority {template.list_priority} · version{' '}
          {template.version} {template.hidden ? <Badge tone="warning">Hidden from the library</Badge> : null}{' '}
          {template.external_block ? <Badge tone="info">External content</Badge> : null}{' '}
          {template.interactive ? <Badge>Interactive</Badge> : null}
        </p>
        <p>{template.description}</p>
      </header>
      <section aria-labelledby={`${headingId}-preview`} className="blocks-detail__section">
        <div className="blocks-detail__preview-heading">
          <h3 id={`${headingId}-preview`}>Live preview</h3>
          <Select
            label="Theme"
            value={theme}
            options={THEME_OPTIONS}
            onChange={(e) => setTheme(e.target.value as ThumbnailTheme)}
          />
          <Select
            label="Direction"
            value={dir}
            options={DIRECTION_OPTIONS}
            onChange={(e) => setDir(e.target.value as 'ltr' | 'rtl')}
          />
        </div>
        {block?.key === template.key ? (
          <BlockLivePreview block={block.block} theme={theme} dir={dir} width={1280} csrfToken={csrfToken} />
        ) : (
          <p className="ui-hint">Loading the preview…</p>
        )}
      </section>
      <section aria-labelledby={`${headingId}-limits`} className="blocks-detail__section">
        <h3 id={`${headingId}-limits`}>Limits</h3>
        <ul className="blocks-detail__limits">
          {templateLimits(template).map((limit) => (
            <li key={limit}>{limit}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${headingId}-fields`} className="blocks-detail__section">
        <h3 id={`${headingId}-fields`}>Fields ({fields.length})</h3>
        <AdminTable<FieldRow>
          label={`Fields of ${template.name}`}
          rows={fields}
          rowKey={(row) => row.path}
          rowTestId={(row) => `field:${row.path}`}
          empty="This template has no fields."
          columns={[
            {
              key: 'field',
              header: 'Field',
              cell: (row) => (
                <span className="blocks-field" style={{ paddingInlineStart: `${row.depth * 16}px` }}>
                  <strong>{row.title}</strong> <code>{row.path}</code>
                </span>
              ),
            },
            { key: 'kind', header: 'Kind', cell: (row) => row.kind, className: 'blocks-fields__kind' },
            { key: 'required', header: 'Required', cell: (row) => (row.required ? 'Yes' : 'No') },
            {
              key: 'default',
              header: 'Default',
              cell: (row) => (row.defaultValue === null ? '—' : <code>{row.defaultValue}</code>),
            },
            { key: 'limits', header: 'Limits', cell: (row) => row.limits.join('; ') || '—' },
          ]}
        />
      </section>
    </article>
  )
}
