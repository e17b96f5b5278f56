import { produce } from 'immer'
import { useMemo, useRef } from 'react'
import type { SchemaNode } from '../../engine/json-schema.js'
import { refuse, type Verdict } from '../../engine/operations/editor-action.js'
import { setSchemaValue } from '../../engine/operations/set-schema-value.js'
import { parseRelativePath } from '../../engine/tree/paths.js'
import { valueFieldActions } from './field-actions.js'
import { FieldContext, type FieldContextValue } from './field-context.js'
import { FieldList } from './field-list.js'

type ObjectValue = Record<string, unknown>

const LOCAL_ACTIONS = valueFieldActions((path, value) => ({ type: 'updatePage', path, value }))

/**
 * The fields of an object held inside one widget's value (a link's dynamic-content strategy), generated
 * from its schema with the form's own widgets, as the block's Visibility section draws its strategy. Each
 * edit is applied here to the object (as the site settings screen applies its widgets' edits) and handed
 * whole to `onChange`, which the widget turns into its one undoable action. An emptied object is removed.
 * Errors inside it show at the owning widget's row, named by their titles.
 */
export function ObjectValueFields({
  idPrefix,
  schema,
  value,
  onChange,
}: {
  idPrefix: string
  schema: SchemaNode
  value: ObjectValue | undefined
  onChange(value: ObjectValue | undefined): void
}) {
  // The latest value and callback, so the context stays the same object while the fields are edited.
  const latest = useRef({ value, onChange })
  latest.current = { value, onChange }
  const context = useMemo<FieldContextValue>(
    () => ({
      actions: LOCAL_ACTIONS,
      idPrefix,
      errors: [],
      dispatch: (action) => {
        if (action.type !== 'updatePage') return refuse('Not an edit of this value')
        const before = latest.current.value ?? {}
        let verdict: Verdict = { ok: true }
        const next = produce(before, (draft) => {
          verdict = setSchemaValue(
            schema,
            before,
            [],
            parseRelativePath(action.path),
            action.value,
            draft,
            'It',
          )
        })
        if (verdict.ok) latest.current.onChange(Object.keys(next).length > 0 ? next : undefined)
        return verdict
      },
    }),
    [idPrefix, schema],
  )
  return (
    <FieldContext.Provider value={context}>
      <FieldList schema={schema} value={value} path={[]} />
    </FieldContext.Provider>
  )
}
