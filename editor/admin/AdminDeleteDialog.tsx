import type { ReactNode } from 'react'
import { ConfirmDialog } from '../ui/ConfirmDialog.js'
import { useToast } from '../ui/use-toast.js'
import { useAdminClient } from './admin-client-context.js'

/**
 * Asks before an admin screen deletes a row: on yes it sends DELETE `path`, closes, says `deleted` in a toast
 * and reloads the list; a refusal (a retailer that still owns vehicles) stays in the dialog with its reason.
 */
export function AdminDeleteDialog({
  title,
  confirmLabel,
  path,
  deleted,
  testId,
  onClose,
  onDeleted,
  children,
}: {
  title: string
  confirmLabel: string
  /** The API path of the row, e.g. `/admin/api/recalls/<id>`. */
  path: string
  /** The toast after it is gone. */
  deleted: string
  testId?: string
  onClose: () => void
  onDeleted: () => Promise<unknown>
  children?: ReactNode
}) {
  const client = useAdminClient()
  const toast = useToast()
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      danger
      testId={testId}
      onCancel={onClose}
      onConfirm={async () => {
        await client.remove(path)
        onClose()
        toast.show(deleted)
        await onDeleted()
      }}
    >
      {children}
    </ConfirmDialog>
  )
}
