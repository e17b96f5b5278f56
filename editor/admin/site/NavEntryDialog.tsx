import { useState, type FormEvent } from 'react'
import { NAV_LIMITS } from '../../../engine/navigation/editable-nav-entry.js'
import { isSafeHref } from '../../../engine/rules/safe-href.js'
import { Dialog } from '../../ui/Dialog.js'
import { FormDialogFooter } from '../../ui/FormDialogFooter.js'
import { Input } from '../../ui/Input.js'

/** The title and link of a navigation entry, as the dialog returns them. */
export interface NavEntryFields {
  title: string
  url: string
}

/**
 * Adds or edits one navigation entry: its title and its link, checked as the server checks them
 * (validateNavTree), so a javascript: link is refused here with the same words before any save.
 */
export function NavEntryDialog({
  initial,
  heading,
  onSave,
  onClose,
}: {
  initial: NavEntryFields
  heading: string
  onSave: (fields: NavEntryFields) => void
  onClose: () => void
}) {
  const [title, setTitle] = useState(initial.title)
  const [url, setUrl] = useState(initial.url)
  const [tried, setTried] = useState(false)
  const titleError = !title.trim()
    ? 'Give the entry a title'
    : title.trim().length > NAV_LIMITS.title
      ? `At most ${NAV_LIMITS.title} characters`
      : null
  const urlError = !url.trim()
    ? 'Give the entry a link'
    : !isSafeHref(url.trim())
      ? 'The link must be a site path (/offers), http(s), mailto: or tel: (javascript:, data: and other schemes are refused)'
      : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (titleError || urlError) return
    onSave({ title: title.trim(), url: url.trim() })
  }
  return (
    <Dialog
      title={heading}
      onClose={onClose}
      onSubmit={submit}
      testId="nav-entry-dialog"
      footer={<FormDialogFooter submitLabel="Apply" onCancel={onClose} />}
    >
      <Input
        dir="auto"
        label="Title"
        value={title}
        data-autofocus
        maxLength={NAV_LIMITS.title + 20}
        onChange={(e) => setTitle(e.target.value)}
        error={tried ? titleError : null}
      />
      <Input
        dir="auto"
        label="Link"
        hint="A site path such as /offers, or a full https:// address"
        value={url}
        maxLength={NAV_LIMITS.url}
        onChange={(e) => setUrl(e.target.value)}
        error={tried ? urlError : null}
      />
    </Dialog>
  )
}
