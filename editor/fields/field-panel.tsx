import { useId, useMemo } from 'react'
import type { SchemaNode } from '../../engine/json-schema.js'
import { getTemplate } from '../../engine/registry/template-registry.js'
import { toPointer } from '../../engine/tree/paths.js'
import { useEditor } from '../state/editor-store-context.js'
import { blockFieldActions } from './field-actions.js'
import { FieldContext, type FieldContextValue } from './field-context.js'
import type { FieldError } from './field-error.js'
import { FieldList } from './field-list.js'
import { FormValueContext, type FormValue } from './form-value-context.js'
import { HiddenFieldsContext } from './hidden-fields-context.js'
import { useBlockLocation } from './use-block-location.js'
import { VisibilitySection } from './visibility-section.js'
import './field-panel.css'

/**
 * The form of one block, generated from its template's resolved schema (DESIGN.md §7): one widget per
 * field in schema order, errors from the store's validation beside each field, every change an engine
 * action through the store.
 */
export function FieldPanel({ blockId }: { blockId: string }) {
  // The document and error list are immutable snapshots, so these selectors are stable between changes.
  const doc = useEditor((s) => s.doc)
  const allErrors = useEditor((s) => s.errors)
  const dispatch = useEditor((s) => s.dispatch)
  const idPrefix = `f${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const location = useBlockLocation(doc, blockId)
  const attributesPointer = location ? `${toPointer(location.path)}/attributes` : ''
  const errors = useMemo<FieldError[]>(
    () =>
      allErrors
        .filter((e) => e.blockId === blockId && e.path.startsWith(`${attributesPointer}/`))
        .map((e) => ({ pointer: e.path.slice(attributesPointer.length), message: e.message })),
    [allErrors, blockId, attributesPointer],
  )
  const context = useMemo<FieldContextValue>(
    () => ({ actions: blockFieldActions(blockId), idPrefix, errors, dispatch }),
    [blockId, idPrefix, errors, dispatch],
  )

  const template = location ? getTemplate(location.block.template) : undefined
  const attributes = location?.block.attributes as Record<string, unknown> | undefined
  const formValue = useMemo<FormValue | null>(
    () => (template ? { schema: template.schema, value: attributes } : null),
    [template, attributes],
  )
  const hidden = useMemo(() => hiddenNames(template?.schema, attributes), [template, attributes])

  if (!location) return <p className="field-panel-empty">This block is no longer on the page.</p>
  if (!template)
    return (
      <p className="field-panel-empty">
        Unknown template “{location.block.template}”: it cannot be edited here.
      </p>
    )

  return (
    <FieldContext.Provider value={context}>
      <FormValueContext.Provider value={formValue}>
        <HiddenFieldsContext.Provider value={hidden}>
          <form
            className="field-panel"
            aria-label={`${template.name} fields`}
            onSubmit={(e) => e.preventDefault()}
          >
            <h2 className="field-panel-title">{template.name}</h2>
            <FieldList schema={template.schema} value={attributes} path={[]} />
            <VisibilitySection block={location.block} pointer={toPointer(location.path)} />
          </form>
        </HiddenFieldsContext.Provider>
      </FormValueContext.Provider>
    </FieldContext.Provider>
  )
}

const NONE: readonly string[] = []

/**
 * The names the block's HiddenFields field holds (the same array while it does not change, so the fields
 * re-render only when it does).
 */
function hiddenNames(
  schema: SchemaNode | undefined,
  attributes: Record<string, unknown> | undefined,
): readonly string[] {
  const name = Object.entries(schema?.properties ?? {}).find(([, f]) => f['x-field'] === 'HiddenFields')?.[0]
  const list = name ? attributes?.[name] : undefined
  return Array.isArray(list) ? (list as string[]) : NONE
}
