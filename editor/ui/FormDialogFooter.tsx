import { Button } from './Button.js'

/** The answers of a dialog that is a form: Cancel, and the submit button that waits while it is sent. */
export function FormDialogFooter({
  submitLabel,
  busy,
  danger,
  cancelLabel = 'Cancel',
  onCancel,
}: {
  submitLabel: string
  busy?: boolean
  danger?: boolean
  cancelLabel?: string
  onCancel: () => void
}) {
  return (
    <>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button
        type="submit"
        variant={danger ? 'danger-solid' : 'primary'}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {submitLabel}
      </Button>
    </>
  )
}
