import type { FooterItem } from '../../../engine/rules/footer-types.js'
import { Button } from '../../ui/Button.js'
import { moveItem } from '../move-item.js'
import { newFooterItem, type FooterPartProps } from './footer-draft.js'
import { FooterItemEditor } from './FooterItemEditor.js'

/** A list of footer items: each editable, moved up or down, removed; and a button adding a link. */
export function FooterItemsEditor({
  title,
  value,
  path,
  errors,
  onChange,
}: FooterPartProps<FooterItem[]> & { title: string }) {
  const listError = errors.get(path)
  return (
    <fieldset className="footer-editor__items">
      <legend>{title}</legend>
      {listError ? <p className="ui-field__error">{listError}</p> : null}
      <ol>
        {value.map((item, i) => {
          const name = item.label?.trim() || `item ${i + 1}`
          return (
            <li key={i} className="footer-editor__item">
              <FooterItemEditor
                value={item}
                path={`${path}/${i}`}
                errors={errors}
                onChange={(next) => onChange(value.map((v, j) => (j === i ? next : v)))}
              />
              <span className="nav-tree__actions">
                <Button
                  size="small"
                  aria-label={`Move ${name} up`}
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(value, i, i - 1))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  aria-label={`Move ${name} down`}
                  disabled={i === value.length - 1}
                  onClick={() => onChange(moveItem(value, i, i + 1))}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              </span>
            </li>
          )
        })}
      </ol>
      <Button size="small" onClick={() => onChange([...value, newFooterItem()])}>
        Add item to {title.toLowerCase()}
      </Button>
    </fieldset>
  )
}
