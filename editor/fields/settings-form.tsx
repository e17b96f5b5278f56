import { useId, useMemo } from 'react'
import type { SchemaNode } from '../../engine/json-schema.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import { useEditor } from '../state/editor-store-context.js'
import type { FieldActions } from './field-actions.js'
import { FieldContext, type FieldContextValue } from './field-context.js'
import type { FieldError } from './field-error.js'
import { FieldList } from './field-list.js'
import { FormValueContext, type FormValue } from './form-value-context.js'
import { HiddenFieldsContext } from './hidden-fields-context.js'

/**
 * The fields of an object the page holds outside a block's attributes (the page's settings, a block's
 * visibility), with the same widgets, errors and undo as block fields: `pointer` is where the object is in
 * the document ("/attributes"), and its errors are the store's errors under it.
 */
export function SettingsFields({
  schema,
  value,
  pointer,
  actions,
}: {
  schema: SchemaNode
  value: Record<string, unknown> | undefined
  pointer: string
  actions: FieldActions
}) {
  const allErrors = useEditor((s) => s.errors)
  const dispatch = useEditor((s) => s.dispatch)
  const idPrefix = `s${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const errors = useMemo(() => errorsUnder(allErrors, pointer), [allErrors, pointer])
  const context = useMemo<FieldContextValue>(
    () => ({ actions, idPrefix, errors, dispatch }),
    [actions, idPrefix, errors, dispatch],
  )
  const formValue = useMemo<FormValue>(() => ({ schema, value }), [schema, value])
  // Inside a block's form (its Visibility), the block's own hidden fields and attributes do not apply.
  return (
    <FieldContext.Provider value={context}>
      <FormValueContext.Provider value={formValue}>
        <HiddenFieldsContext.Provider value={NO_HIDDEN}>
          <FieldList schema={schema} value={value} path={[]} />
        </HiddenFieldsContext.Provider>
      </FormValueContext.Provider>
    </FieldContext.Provider>
  )
}

const NO_HIDDEN: readonly string[] = []

/** The errors inside the object at `pointer`, with pointers relative to it. */
export function errorsUnder(errors: readonly ValidationError[], pointer: string): FieldError[] {
  return errors
    .filter((e) => e.path.startsWith(`${pointer}/`))
    .map((e) => ({ pointer: e.path.slice(pointer.length), message: e.message }))
}
