import type { FooterColumn, FooterRow } from '../../../engine/rules/footer-types.js'
import { Button } from '../../ui/Button.js'
import { Input } from '../../ui/Input.js'
import { Select } from '../../ui/Select.js'
import { moveItem } from '../move-item.js'
import { newFooterItem, type FooterPartProps } from './footer-draft.js'
import { FooterItemEditor } from './FooterItemEditor.js'
import { FooterItemsEditor } from './FooterItemsEditor.js'

const COLUMN_TYPES = [
  { value: 'links', label: 'Links' },
  { value: 'social', label: 'Social' },
]

/** The medium section's columns (000 §2): each a heading, a type (links or social) and rows of items. */
export function FooterColumnsEditor({ value, path, errors, onChange }: FooterPartProps<FooterColumn[]>) {
  const setColumn = (i: number, column: FooterColumn) => onChange(value.map((c, j) => (j === i ? column : c)))
  return (
    <div>
      {value.map((column, i) => {
        const at = `${path}/${i}`
        const name = column.heading?.trim() || `column ${i + 1}`
        return (
          <fieldset key={i} className="footer-editor__column" data-testid={`footer-column:${i}`}>
            <legend>Column {i + 1}</legend>
            <div className="footer-editor__fields">
              <Input
                dir="auto"
                label="Heading"
                value={column.heading ?? ''}
                error={errors.get(`${at}/heading`)}
                onChange={(e) => setColumn(i, { ...column, heading: e.target.value })}
              />
              <Select
                label="Column type"
                value={column.type ?? 'links'}
                options={COLUMN_TYPES}
                error={errors.get(`${at}/type`)}
                onChange={(e) => setColumn(i, { ...column, type: e.target.value as FooterColumn['type'] })}
              />
            </div>
            {errors.get(`${at}/rows`) ? <p className="ui-field__error">{errors.get(`${at}/rows`)}</p> : null}
            {(column.rows ?? []).map((row, r) => (
              <RowEditor
                key={r}
                label={`${name}, row ${r + 1}`}
                value={row}
                path={`${at}/rows/${r}`}
                errors={errors}
                onChange={(next) =>
                  setColumn(i, { ...column, rows: column.rows.map((x, k) => (k === r ? next : x)) })
                }
                onRemove={() => setColumn(i, { ...column, rows: column.rows.filter((_, k) => k !== r) })}
              />
            ))}
            <span className="nav-tree__actions">
              <Button
                size="small"
                onClick={() =>
                  setColumn(i, { ...column, rows: [...(column.rows ?? []), { items: [newFooterItem()] }] })
                }
              >
                Add row to {name}
              </Button>
              <Button
                size="small"
                aria-label={`Move earlier: ${name}`}
                disabled={i === 0}
                onClick={() => onChange(moveItem(value, i, i - 1))}
              >
                Move earlier
              </Button>
              <Button
                size="small"
                aria-label={`Move later: ${name}`}
                disabled={i === value.length - 1}
                onClick={() => onChange(moveItem(value, i, i + 1))}
              >
                Move later
              </Button>
              <Button
                size="small"
                variant="danger"
                aria-label={`Remove column: ${name}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                Remove column
              </Button>
            </span>
          </fieldset>
        )
      })}
      <Button
        size="small"
        onClick={() =>
          onChange([...value, { type: 'links', heading: '', rows: [{ items: [newFooterItem()] }] }])
        }
      >
        Add column
      </Button>
    </div>
  )
}

function RowEditor({
  label,
  value,
  path,
  errors,
  onChange,
  onRemove,
}: FooterPartProps<FooterRow> & { label: string; onRemove: () => void }) {
  return (
    <div className="footer-editor__nested">
      {errors.get(path) ? <p className="ui-field__error">{errors.get(path)}</p> : null}
      {value.heading_link ? (
        <fieldset className="footer-editor__item">
          <legend>Heading link of {label}</legend>
          <FooterItemEditor
            value={value.heading_link}
            path={`${path}/heading_link`}
            errors={errors}
            onChange={(heading_link) => onChange({ ...value, heading_link })}
          />
          <Button size="small" variant="danger" onClick={() => onChange({ items: value.items })}>
            Remove heading link
          </Button>
        </fieldset>
      ) : (
        <Button size="small" onClick={() => onChange({ ...value, heading_link: newFooterItem() })}>
          Add heading link to {label}
        </Button>
      )}
      <FooterItemsEditor
        title={`Items of ${label}`}
        value={value.items ?? []}
        path={`${path}/items`}
        errors={errors}
        onChange={(items) => onChange({ ...value, items })}
      />
      <Button size="small" variant="danger" onClick={onRemove}>
        Remove {label}
      </Button>
    </div>
  )
}
