import type { SchemaNode } from '../../engine/json-schema.js'
import { SchemaField } from './schema-field.js'

/** The fields of an object schema (a block's attributes or a group item), in schema order. */
export function FieldList({
  schema,
  value,
  path,
}: {
  schema: SchemaNode
  value: Record<string, unknown> | undefined
  path: readonly (string | number)[]
}) {
  const required = new Set(schema.required ?? [])
  return (
    <div className="field-list">
      {Object.entries(schema.properties ?? {}).map(([name, field]) => (
        <SchemaField
          key={name}
          schema={field}
          value={value?.[name]}
          path={[...path, name]}
          required={required.has(name)}
        />
      ))}
    </div>
  )
}
