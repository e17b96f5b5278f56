import { useState } from 'react'
import { Alert } from '../../ui/Alert.js'
import { Dialog } from '../../ui/Dialog.js'
import { FormDialogFooter } from '../../ui/FormDialogFooter.js'
import { Input } from '../../ui/Input.js'
import type { PageSummary } from '../admin-client.js'
import { useFieldForm } from './use-field-form.js'

/** Where a copy goes unless the editor says otherwise: beside the page, "-copy" added. */
function copyPath(path: string): string {
  return path === '/' ? '/copy' : `${path.replace(/\/$/, '')}-copy`
}

/**
 * Duplicate a page: the copy's path (on the same site) and title, errors beside their field (a path another
 * page has). The copy is a draft with the page's blocks and settings.
 */
export function DuplicatePageDialog({
  page,
  onDuplicate,
  onClose,
}: {
  page: PageSummary
  onDuplicate: (copy: { path: string; title: string }) => Promise<void>
  onClose: () => void
}) {
  const [path, setPath] = useState(copyPath(page.path))
  const [title, setTitle] = useState(`${page.title} (copy)`)
  const form = useFieldForm(['path', 'title'])
  const submit = () => {
    const found: Record<string, string> = {}
    if (!path.startsWith('/')) found.path = 'Start the path with /'
    if (!title.trim()) found.title = 'Give the copy a title'
    return form.submit(found, () => onDuplicate({ path, title: title.trim() }))
  }
  return (
    <Dialog
      title={`Duplicate ${page.path}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="duplicate-dialog"
      footer={<FormDialogFooter submitLabel="Duplicate" busy={form.busy} onCancel={onClose} />}
    >
      <p className="ui-hint">The copy is a draft with the page’s blocks and settings, on the same site.</p>
      {form.problem ? <Alert>{form.problem}</Alert> : null}
      <Input
        label="Path of the copy"
        data-autofocus
        value={path}
        onChange={(e) => {
          setPath(e.target.value)
          form.edited('path')
        }}
        error={form.errors.path}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
      />
      <Input
        label="Title of the copy"
        value={title}
        maxLength={200}
        onChange={(e) => {
          setTitle(e.target.value)
          form.edited('title')
        }}
        error={form.errors.title}
        dir="auto"
      />
    </Dialog>
  )
}
