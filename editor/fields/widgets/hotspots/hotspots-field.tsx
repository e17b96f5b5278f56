import { useState } from 'react'
import { defaultObject } from '../../../../engine/defaults/default-value.js'
import type { SchemaNode } from '../../../../engine/json-schema.js'
import { formatRelativePath } from '../../../../engine/tree/paths.js'
import type { Image } from '../../../../templates/generated/types.js'
import { useFieldContext } from '../../field-context.js'
import { useFormValue } from '../../form-value-context.js'
import { GroupField } from '../group-field.js'
import { HotspotPicker } from './hotspot-picker.js'
import type { Point } from './point-moves.js'
import type { NestedFieldProps } from '../nested-field-props.js'

/**
 * A Hotspots field (docs/decisions/051, 057): the point picker on the block's image above the points as an
 * ordinary group (each point's title, text, image and link with their own widgets; add, remove, reorder).
 * A point placed by a click starts from the item schema's defaults, so it is valid at once.
 */
export function HotspotsField(props: NestedFieldProps) {
  const { schema, value, path, id } = props
  const { actions, dispatch } = useFieldContext()
  const [refusal, setRefusal] = useState<string | null>(null)
  const form = useFormValue()
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
  const group = formatRelativePath(path)
  const item = schema.items as SchemaNode
  const points = items.map((spot) => ({
    x: typeof spot.x === 'number' ? spot.x : 0,
    y: typeof spot.y === 'number' ? spot.y : 0,
    title: spot.title,
  }))

  const run = (action: Parameters<typeof dispatch>[0]) => {
    const verdict = dispatch(action)
    setRefusal(verdict.ok ? null : verdict.reason)
  }
  const add = (point: Point) => run(actions.addItem(group, items, item, { ...defaultObject(item), ...point }))
  const move = (index: number, point: Point) =>
    run(actions.update(formatRelativePath([...path, index]), { ...items[index], ...point }))

  return (
    <GroupField
      {...props}
      before={
        <>
          <HotspotPicker
            id={id}
            image={form?.value?.image as Image | undefined}
            points={points}
            onAdd={add}
            onMove={move}
          />
          {refusal ? (
            <p className="field-refusal" role="status">
              {refusal}
            </p>
          ) : null}
        </>
      }
    />
  )
}
