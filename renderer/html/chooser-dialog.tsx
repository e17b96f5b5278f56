import type { ReactNode } from 'react'
import { ControlIcon } from './icon-svg.js'
import { useModalDialog } from './use-modal-dialog.js'

/**
 * A modal list of options to choose from (the tabs' and the info system's chooser on phones): a native
 * <dialog> opened with showModal(), so focus is trapped and Escape closes it without our own code.
 */
export function ChooserDialog({
  id,
  open,
  onClose,
  title,
  intro,
  options,
  selected,
  onPick,
  closeLabel,
}: {
  id: string
  open: boolean
  onClose: () => void
  title: string
  intro?: ReactNode
  options: readonly string[]
  selected: number | null
  onPick: (index: number) => void
  closeLabel: string
}) {
  const ref = useModalDialog(open)
  return (
    <dialog
      ref={ref}
      className="chooser-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="chooser-dialog__panel">
        <div className="chooser-dialog__header">
          <p className="chooser-dialog__title" id={`${id}-title`}>
            {title}
          </p>
          <button type="button" className="chooser-dialog__close" aria-label={closeLabel} onClick={onClose}>
            <ControlIcon name="close" />
          </button>
        </div>
        {intro ? <div className="chooser-dialog__intro">{intro}</div> : null}
        <ul className="chooser-dialog__options">
          {options.map((label, i) => (
            <li key={i}>
              <button
                type="button"
                className="chooser-dialog__option"
                aria-current={i === selected ? 'true' : undefined}
                onClick={() => onPick(i)}
              >
                <span>{label}</span>
                <ControlIcon name="chevron-next" className="icon--directional" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  )
}
