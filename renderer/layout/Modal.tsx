import { useEffect, useRef, useState, type ReactNode } from 'react'
import { LayoutControlIcon } from './LayoutControlIcon.js'

// 000 §2: the modal fades in and out in 0.35 s (the transition in modal.css).
const MODAL_FADE_MS = 350

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog (000 §2): closable by its close button, Escape (when allowed) or a backdrop click (when
 * allowed), or not closable at all. It mounts when `open` turns true and becomes visible after a zero-delay
 * timer, so the 0.35 s fade runs; on close it fades out, then unmounts. Focus moves into the dialog, stays
 * there while it is open, and returns where it was.
 */
export function Modal({
  open,
  onClose,
  label,
  closable = true,
  closeOnEscape = true,
  closeOnBackdrop = true,
  closeLabel = 'Close',
  className,
  children,
}: {
  open: boolean
  onClose?: () => void
  /** The dialog's accessible name. */
  label: string
  closable?: boolean
  closeOnEscape?: boolean
  closeOnBackdrop?: boolean
  closeLabel?: string
  className?: string
  children: ReactNode
}) {
  const [mounted, setMounted] = useState(open)
  const [visible, setVisible] = useState(false)
  const dialogRef = useRef<HTMLDivElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const canClose = closable && !!onClose
  // The latest onClose, read when a key is pressed: callers pass a new function on every render, and the
  // effect below must not run again for it (it would move focus back to the first control on every keystroke).
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement as HTMLElement | null
      setMounted(true)
      const timer = setTimeout(() => setVisible(true), 0)
      return () => clearTimeout(timer)
    }
    setVisible(false)
    const timer = setTimeout(() => {
      setMounted(false)
      returnFocus.current?.focus?.()
    }, MODAL_FADE_MS)
    return () => clearTimeout(timer)
  }, [open])

  useEffect(() => {
    if (!visible) return
    const dialog = dialogRef.current
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? dialog)?.focus()
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && canClose && closeOnEscape) {
        event.stopPropagation()
        closeRef.current?.()
      } else if (event.key === 'Tab' && dialog) trapTab(event, dialog)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = previous
    }
  }, [visible, canClose, closeOnEscape])

  if (!mounted) return null
  return (
    <div
      className={`modal${visible ? ' modal--visible' : ''}${className ? ` ${className}` : ''}`}
      onClick={(event) => {
        if (event.target === event.currentTarget && canClose && closeOnBackdrop) onClose?.()
      }}
    >
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {canClose ? (
          <button type="button" className="modal__close" onClick={onClose}>
            <LayoutControlIcon name="close" size={22} />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        ) : null}
        <div className="modal__body">{children}</div>
      </div>
    </div>
  )
}

function trapTab(event: KeyboardEvent, dialog: HTMLElement) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) {
    event.preventDefault()
    return
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
