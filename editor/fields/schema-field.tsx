import { memo } from 'react'
import type { SchemaNode } from '../../engine/json-schema.js'
import { isGroup } from '../../engine/registry/template-structure.js'
import { formatRelativePath, toPointer } from '../../engine/tree/paths.js'
import { useFieldContext } from './field-context.js'
import { fieldErrorsAt } from './field-errors-at.js'
import { describedByOf } from './described-by-of.js'
import { FieldRow } from './field-row.js'
import { useHiddenOnPage } from './hidden-fields-context.js'
import { GroupField } from './widgets/group-field.js'
import { HotspotsField } from './widgets/hotspots/hotspots-field.js'
import { isPlainObject, ObjectField } from './widgets/object-field.js'
import { widgetFor } from './widget-for.js'

/**
 * One property of the form: a separator, a slot summary, a repeatable group, or a value widget in its
 * labelled row. Value changes become one `update` action at the field's path.
 */
interface SchemaFieldProps {
  schema: SchemaNode
  value: unknown
  path: readonly (string | number)[]
  required: boolean
}

export const SchemaField = memo(function SchemaField({ schema, value, path, required }: SchemaFieldProps) {
  const { actions, idPrefix, errors, dispatch } = useFieldContext()
  const pointer = toPointer(path)
  const id = `${idPrefix}${pointer.replace(/[^A-Za-z0-9_-]/g, '_')}`
  const name = String(path[path.length - 1])
  const label = schema.title ?? name
  const kind = schema['x-field']
  const hiddenOnPage = useHiddenOnPage(path)

  if (kind === 'Separator')
    return (
      <div className="field-separator" data-testid={`field:${pointer}`} role="separator" aria-label={label}>
        <span>{label}</span>
      </div>
    )

  if (kind === 'Slot') {
    const count = Array.isArray(value) ? value.length : 0
    const own = fieldErrorsAt(errors, pointer, false)
    return (
      <FieldRow pointer={pointer} id={id} label={label} description={schema.description} errors={own}>
        <output
          id={id}
          className="field-slot"
          aria-describedby={describedByOf(id, !!schema.description, own.length > 0)}
        >
          {count === 1 ? '1 nested block' : `${count} nested blocks`}
        </output>
      </FieldRow>
    )
  }

  if (isPlainObject(schema))
    return <ObjectField schema={schema} value={value} path={path} pointer={pointer} id={id} label={label} />

  if (kind === 'Hotspots')
    return <HotspotsField schema={schema} value={value} path={path} pointer={pointer} id={id} label={label} />

  if (isGroup(schema))
    return <GroupField schema={schema} value={value} path={path} pointer={pointer} id={id} label={label} />

  const { Widget, composite } = widgetFor(schema)
  const own = fieldErrorsAt(errors, pointer, true, schema)
  return (
    <FieldRow
      pointer={pointer}
      id={id}
      label={label}
      description={schema.description}
      errors={own}
      required={required}
      composite={composite}
      hiddenOnPage={hiddenOnPage}
    >
      <Widget
        id={id}
        labelId={`${id}-label`}
        schema={schema}
        value={value}
        required={required}
        describedBy={describedByOf(id, !!schema.description, own.length > 0)}
        invalid={own.length > 0}
        onChange={(next: unknown) => dispatch(actions.update(formatRelativePath(path), next))}
      />
    </FieldRow>
  )
}, sameField)

/**
 * A field renders again only when its own value, schema or place changes (the engine keeps unchanged
 * values identical), so a keystroke re-renders one widget, not the whole form with its rich-text editors.
 * Errors reach it through the field context, which changes only when the errors do.
 */
function sameField(a: SchemaFieldProps, b: SchemaFieldProps): boolean {
  return (
    a.schema === b.schema &&
    a.value === b.value &&
    a.required === b.required &&
    a.path.join('/') === b.path.join('/')
  )
}
