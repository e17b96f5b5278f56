import { defaultObject } from '../../../engine/defaults/default-value.js'
import type { SchemaNode } from '../../../engine/json-schema.js'
import type { WidgetProps } from '../widget-props.js'
import { AddButton } from './add-button.js'
import { LinkField, type LinkValue } from './link-field.js'
import { MoveButtons } from './move-buttons.js'

/** A list of links (buttons) with add, remove and reorder; adding stops at maxItems and says why. */
export function LinksCollectionField({
  id,
  labelId,
  schema,
  value,
  describedBy,
  invalid,
  onChange,
}: WidgetProps<LinkValue[]>) {
  const links = Array.isArray(value) ? value : []
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity
  const full = links.length >= max
  const item = (schema.items ?? {}) as SchemaNode
  const set = (next: LinkValue[]) => onChange(next.length > 0 ? next : undefined)
  return (
    <div className="field-collection">
      <ol className="field-items">
        {links.map((link, i) => (
          <li key={i} className="field-item">
            <div className="field-item-head">
              <span className="field-item-title">Link {i + 1}</span>
              <MoveButtons
                name={`link ${i + 1}`}
                index={i}
                count={links.length}
                canRemove
                onMove={(to) => {
                  const next = [...links]
                  const [moved] = next.splice(i, 1)
                  next.splice(to, 0, moved as LinkValue)
                  set(next)
                }}
                onRemove={() => set(links.filter((_, j) => j !== i))}
              />
            </div>
            <LinkField
              id={`${id}-${i}`}
              labelId={labelId}
              schema={item}
              value={link}
              required
              describedBy={describedBy}
              invalid={invalid}
              // An emptied link stays in the list (as an empty URL) until it is removed with its button.
              onChange={(next) => set(links.map((l, j) => (j === i ? (next ?? { url: '' }) : l)))}
            />
          </li>
        ))}
      </ol>
      <AddButton
        id={`${id}-add`}
        full={full}
        reason={`At most ${max} links`}
        label="Add a link"
        onAdd={() => set([...links, { url: '', ...defaultObject(item) }])}
      />
    </div>
  )
}
