import { useEffect, useRef } from 'react'

/**
 * A native <dialog> shown modally while `open`: showModal() traps focus, Escape closes it (the element's
 * close event; the caller sets `open` false there) and focus returns to what opened it, without our own code.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return ref
}
