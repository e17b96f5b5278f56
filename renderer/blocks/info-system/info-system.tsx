import { useRef, useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ChooserDialog } from '../../html/chooser-dialog.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { RichText } from '../../html/rich-text.js'
import { uiText } from '../../html/ui-text.js'
import { ChoiceSelect } from '../../storefront/choice-select/ChoiceSelect.js'
import { Slot } from '../slot.js'

/**
 * Info system: choose an option (a dropdown; on phones a button opening a list in a modal) and see its
 * blocks, under a title with the option's name ({selected} in model_title). A back button returns to the
 * choice. Every option's blocks are rendered on the server, hidden until chosen.
 */
export function InfoSystem({ block, attributes: a }: BlockProps<'info-system'>) {
  const t = uiText(useRenderContext().locale)
  const options = a.groups ?? []
  const [selected, setSelected] = useState<number | null>(null)
  const [choosing, setChoosing] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  if (!options.length) return null
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const modalTitle = a.modal_title || a.button_label || ''
  const title = (label: string) =>
    (a.model_title ?? 'Information for {selected}').replace('{selected}', label)

  function back() {
    setSelected(null)
    // Back to the control the visitor chose with: the dropdown, or the phone's button.
    if (select.current && select.current.offsetParent !== null) select.current.focus()
    else opener.current?.focus()
  }

  return (
    <section className="info-system">
      <div className="container">
        <div className="info-system__chooser">
          <div className="info-system__intro">
            {modalTitle ? <h2 className="info-system__prompt heading--m">{modalTitle}</h2> : null}
            <RichText html={a.modal_text} className="info-system__text" />
          </div>
          <div className="info-system__control">
            <ChoiceSelect
              id={`${base}-select`}
              label={a.dropdown_label || 'Model'}
              selectRef={select}
              value={selected === null ? '' : String(selected)}
              onChange={(event) => setSelected(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="" disabled>
                {a.dropdown_default || 'Select a model'}
              </option>
              {options.map((option, i) => (
                <option key={i} value={String(i)}>
                  {option.option_label}
                </option>
              ))}
            </ChoiceSelect>
            <button
              ref={opener}
              type="button"
              className="button button--primary info-system__open"
              aria-haspopup="dialog"
              onClick={() => setChoosing(true)}
            >
              {selected === null ? a.button_label || 'Choose your model' : options[selected]?.option_label}
            </button>
          </div>
        </div>
        <ChooserDialog
          id={`${base}-chooser`}
          open={choosing}
          onClose={() => setChoosing(false)}
          title={modalTitle}
          options={options.map((option) => option.option_label)}
          selected={selected}
          onPick={(i) => {
            setSelected(i)
            setChoosing(false)
          }}
          closeLabel={t.close}
        />
        {options.map((option, i) => (
          <div
            key={i}
            className="info-system__panel"
            role="region"
            aria-labelledby={`${base}-title-${i}`}
            hidden={i !== selected}
          >
            <div className="info-system__panel-header">
              <h2 id={`${base}-title-${i}`} className="info-system__title heading--l">
                {title(option.option_label)}
              </h2>
              <button type="button" className="info-system__back" onClick={back}>
                <ControlIcon name="chevron-prev" className="icon--directional" />
                <span>{a.back_button_label || 'Back'}</span>
              </button>
            </div>
            <Slot blocks={option.content} className="info-system__content" />
          </div>
        ))}
      </div>
    </section>
  )
}
