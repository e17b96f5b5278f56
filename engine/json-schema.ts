/** A resolved template schema node: JSON Schema with the x- annotations of DESIGN.md §3. */
export interface SchemaNode {
  readonly type?: string | readonly string[]
  readonly title?: string
  readonly description?: string
  readonly default?: unknown
  readonly properties?: Readonly<Record<string, SchemaNode>>
  readonly required?: readonly string[]
  readonly items?: SchemaNode
  readonly maxItems?: number
  readonly minItems?: number
  readonly enum?: readonly unknown[]
  readonly 'x-field'?: string
  readonly 'x-allow'?: readonly string[]
  readonly [keyword: string]: unknown
}
