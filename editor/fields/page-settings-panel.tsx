import { useMemo } from 'react'
import type { SchemaNode } from '../../engine/json-schema.js'
import { PAGE_ATTRIBUTES_SCHEMA } from '../../engine/registry/page-settings-schemas.js'
import { useEditor } from '../state/editor-store-context.js'
import { valueFieldActions } from './field-actions.js'
import { SettingsFields } from './settings-form.js'
import './field-panel.css'

const PAGE_ACTIONS = valueFieldActions((path, value) => ({ type: 'updatePage', path, value }))

const PAGE_TYPE_TEXT = {
  page: 'Page',
  url_redirection: 'Redirect: visitors are sent on to its target',
  folder: 'Folder',
} as const

/**
 * Every attribute of the page (page.schema.json): meta, canonical URL, no-index, navigation, the floating
 * action button with its items and their strategies, and for a redirect page its target first. Built with
 * the block fields' widgets; each change is an undoable `updatePage` action, validated and saved with the
 * draft like any other.
 */
export function PageSettingsPanel() {
  const attributes = useEditor((s) => s.doc.attributes)
  const pageType = useEditor((s) => s.doc.page_type)
  const hasRedirect = useEditor((s) => s.doc.attributes.redirect !== undefined)
  // One schema object while the page's type stays: the fields re-render only when their own value changes.
  const schema = useMemo(() => schemaFor(pageType, hasRedirect), [pageType, hasRedirect])
  return (
    <form className="field-panel" aria-label="Page settings" onSubmit={(e) => e.preventDefault()}>
      <h2 className="field-panel-title">Page settings</h2>
      <p className="field-help" data-testid="page-type">
        Type: {PAGE_TYPE_TEXT[pageType]}
      </p>
      <SettingsFields
        schema={schema}
        value={attributes as Record<string, unknown>}
        pointer="/attributes"
        actions={PAGE_ACTIONS}
      />
    </form>
  )
}

/**
 * A redirect page shows its redirect right after the title (it is what such a page is for); other pages
 * leave it out unless one is stored, so it can be seen and removed.
 */
function schemaFor(pageType: string, hasRedirect: boolean): SchemaNode {
  const { redirect, ...others } = PAGE_ATTRIBUTES_SCHEMA.properties ?? {}
  if (!redirect) return PAGE_ATTRIBUTES_SCHEMA
  if (pageType === 'url_redirection') {
    const { title, ...rest } = others
    return { ...PAGE_ATTRIBUTES_SCHEMA, properties: { ...(title ? { title } : {}), redirect, ...rest } }
  }
  return hasRedirect ? PAGE_ATTRIBUTES_SCHEMA : { ...PAGE_ATTRIBUTES_SCHEMA, properties: others }
}
