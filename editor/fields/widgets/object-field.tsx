import type { SchemaNode } from '../../../engine/json-schema.js'
import { useFieldContext } from '../field-context.js'
import { fieldErrorsAt } from '../field-errors-at.js'
import { FieldList } from '../field-list.js'
import { FieldErrors } from '../field-errors.js'
import type { NestedFieldProps } from './nested-field-props.js'

/**
 * An object that is not a field kind (a page's redirect or floating button, a strategy): its fields in a
 * fieldset, each with its own widget. Block templates have none; the page's settings do.
 */
export function isPlainObject(schema: SchemaNode): boolean {
  return schema['x-field'] === undefined && schema.type === 'object' && schema.properties !== undefined
}

export function ObjectField(props: NestedFieldProps) {
  const { schema, value, path, pointer, id, label } = props
  const { errors } = useFieldContext()
  const own = fieldErrorsAt(errors, pointer, false)
  const object =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  return (
    <fieldset
      className="field-row field-object"
      data-testid={`field:${pointer}`}
      aria-describedby={own.length > 0 ? `${id}-errors` : undefined}
    >
      <legend id={`${id}-label`} className="field-label">
        {label}
      </legend>
      {schema.description ? <p className="field-help">{schema.description}</p> : null}
      <FieldErrors id={id} errors={own} />
      <FieldList schema={schema} value={object} path={path} />
    </fieldset>
  )
}
