import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react'
import { Button } from './Button.js'
import './ui.css'

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, makes the page behind it inert and
 * closes it on Escape (which calls `onClose`). Focus goes to the element marked `data-autofocus` (else the
 * first control) and back to whatever had it when the dialog closes. With `onSubmit` the body and footer are
 * one form named by the title, so Enter submits and the footer's submit button belongs to it.
 */
export function Dialog({
  title,
  onClose,
  onSubmit,
  footer,
  wide,
  testId,
  children,
}: {
  title: ReactNode
  onClose: () => void
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  footer?: ReactNode
  wide?: boolean
  testId?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close()
      opener?.focus()
    }
  }, [])
  const body = (
    <>
      <div className="ui-dialog__body">{children}</div>
      {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
    </>
  )
  return (
    <dialog
      ref={ref}
      className={`ui-dialog${wide ? ' ui-dialog--wide' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      // A modal owns its keys: Escape or Tab here never reaches a dialog or an editor shortcut around it.
      onKeyDown={(event) => event.stopPropagation()}
      onCancel={(event) => {
        // Escape: the owner decides (it unmounts the dialog), so the element never closes on its own.
        event.preventDefault()
        onClose()
      }}
    >
      <div className="ui-dialog__frame">
        <header className="ui-dialog__header">
          <h2 id={`${id}-title`}>{title}</h2>
          <Button variant="ghost" className="ui-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Button>
        </header>
        {onSubmit ? (
          <form
            className="ui-dialog__form"
            aria-labelledby={`${id}-title`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              onSubmit(event)
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </dialog>
  )
}
