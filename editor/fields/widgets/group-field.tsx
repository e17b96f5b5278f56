import { useState, type ReactNode } from 'react'
import type { SchemaNode } from '../../../engine/json-schema.js'
import { formatRelativePath } from '../../../engine/tree/paths.js'
import type { EditorAction } from '../../../engine/operations/editor-action.js'
import { useFieldContext } from '../field-context.js'
import { fieldErrorsAt } from '../field-errors-at.js'
import { FieldList } from '../field-list.js'
import { AddButton } from './add-button.js'
import { MoveButtons } from './move-buttons.js'
import { SortableItem } from './sortable-item.js'
import { SortableItems } from './sortable-items.js'
import { FieldErrors } from '../field-errors.js'
import { type NestedFieldProps } from './nested-field-props.js'
import { itemSummary } from '../item-summary.js'

/**
 * A repeatable group: its items as a sortable list (drag an item's handle onto another), each with its
 * own fields, and buttons to add, remove and move items (the keyboard alternative to dragging). Each button is one engine action, so the engine's rules
 * (maxItems, minItems) decide; the add button is disabled at maxItems and says why.
 */
export function GroupField(
  props: NestedFieldProps & {
    /** Shown above the items (the hotspot picker). */
    before?: ReactNode
  },
) {
  const { schema, value, path, pointer, id, label, before } = props
  const { actions, errors, dispatch } = useFieldContext()
  const [refusal, setRefusal] = useState<string | null>(null)
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
  const max = schema.maxItems ?? Infinity
  const min = schema.minItems ?? 0
  const group = formatRelativePath(path)
  const item = schema.items as SchemaNode
  const own = fieldErrorsAt(errors, pointer, false)

  const run = (action: EditorAction) => {
    const verdict = dispatch(action)
    setRefusal(verdict.ok ? null : verdict.reason)
  }

  return (
    <fieldset
      className="field-row field-group"
      data-testid={`field:${pointer}`}
      aria-describedby={own.length > 0 ? `${id}-errors` : undefined}
    >
      <legend id={`${id}-label`} className="field-label">
        {label}{' '}
        <span className="field-count">
          ({items.length}
          {Number.isFinite(max) ? ` of at most ${max}` : ''})
        </span>
      </legend>
      {schema.description ? <p className="field-help">{schema.description}</p> : null}
      <FieldErrors id={id} errors={own} />
      {before}
      <SortableItems
        labelOf={(i) => `${i + 1}. ${summary(items[i])}`}
        onMove={(from, to) => run(actions.moveItem(group, items, from, to))}
      >
        <ol className="field-items">
          {items.map((entry, i) => {
            const name = `${label} item ${i + 1}`
            return (
              <SortableItem
                key={i}
                id={`${pointer}/${i}`}
                index={i}
                name={name}
                head={
                  <>
                    <span className="field-item-title">
                      {i + 1}. {summary(entry)}
                    </span>
                    <MoveButtons
                      name={name}
                      index={i}
                      count={items.length}
                      canRemove={items.length > min}
                      onMove={(to) => run(actions.moveItem(group, items, i, to))}
                      onRemove={() => run(actions.removeItem(group, items, i))}
                    />
                  </>
                }
              >
                <FieldList schema={item} value={entry} path={[...path, i]} />
              </SortableItem>
            )
          })}
        </ol>
      </SortableItems>
      <AddButton
        id={`${id}-add`}
        full={items.length >= max}
        reason={`${label} holds at most ${max} items: remove one to add another`}
        label={`Add to ${label}`}
        onAdd={() => run(actions.addItem(group, items, item))}
      />
      {refusal ? (
        <p className="field-refusal" role="status">
          {refusal}
        </p>
      ) : null}
    </fieldset>
  )
}

/** An item's first text, so a collapsed list is readable ("2. Specifications"). */
function summary(entry: Record<string, unknown> | undefined): string {
  return itemSummary(entry) ?? '(empty)'
}
