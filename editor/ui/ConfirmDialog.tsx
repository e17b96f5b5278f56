import { useState, type ReactNode } from 'react'
import { Alert } from './Alert.js'
import { Button } from './Button.js'
import { Dialog } from './Dialog.js'

/**
 * Asks before an action that cannot be undone (delete, restore over a draft): the question, what follows
 * from it, and two answers; Cancel has the focus. While the action runs both answers wait; if it fails the
 * dialog stays open with the reason.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  danger,
  onConfirm,
  onCancel,
  children,
  testId,
}: {
  title: string
  confirmLabel: string
  cancelLabel?: string
  danger?: boolean
  onConfirm: () => Promise<void> | void
  onCancel: () => void
  children?: ReactNode
  testId?: string
}) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e))
      setBusy(false)
    }
  }
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      testId={testId}
      footer={
        <>
          <Button data-autofocus onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger-solid' : 'primary'}
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? <Alert>{error}</Alert> : null}
    </Dialog>
  )
}
