import { useState } from 'react'
import {
  REDIRECT_CODES,
  REDIRECT_LINK_TYPES,
  type AdminRedirect,
  type RedirectInput,
} from '../../../engine/redirects/redirect-options.js'
import { validateRedirectInput } from '../../../engine/redirects/validate-redirect-input.js'
import { Dialog } from '../../ui/Dialog.js'
import { FormDialogFooter } from '../../ui/FormDialogFooter.js'
import { Input } from '../../ui/Input.js'
import { Select } from '../../ui/Select.js'
import { ErrorNotice } from '../ErrorNotice.js'
import { useDialogSubmit } from '../use-dialog-submit.js'

/** What each code tells browsers and search engines, for the code picker. */
const CODE_LABELS: Record<number, string> = {
  301: '301 Moved permanently (default)',
  302: '302 Found (temporary)',
  307: '307 Temporary redirect (keeps the method)',
  308: '308 Permanent redirect (keeps the method)',
}

const NEW_REDIRECT = { path: '', to: '', http_code: 301, link_type: '', link_new_window: false, title: '' }

/**
 * The form of one redirect (new or edited) in a dialog: the engine's field rules first, then the server's
 * answer in place (a loop, a path another page has, a 409).
 */
export function RedirectDialog({
  redirect,
  onSave,
  onClose,
}: {
  redirect: AdminRedirect | null
  onSave: (input: RedirectInput) => Promise<void>
  onClose: () => void
}) {
  const [draft, setDraft] = useState(redirect ?? NEW_REDIRECT)
  // An empty link type is chosen from the target (internal for a path, external for a URL).
  const { errors, problem, busy, submit } = useDialogSubmit(
    () => validateRedirectInput({ ...draft, link_type: draft.link_type || undefined }),
    onSave,
  )
  const set = (key: keyof typeof NEW_REDIRECT, value: unknown) => setDraft((d) => ({ ...d, [key]: value }))
  return (
    <Dialog
      title={redirect ? `Edit the redirect from ${redirect.path}` : 'Add a redirect'}
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="redirect-dialog"
      footer={<FormDialogFooter submitLabel="Save redirect" busy={busy} onCancel={onClose} />}
    >
      <ErrorNotice error={problem} />
      <Input
        label="From (path on this site)"
        hint="For example /old-offers. It must not be the path of another page."
        value={draft.path}
        onChange={(e) => set('path', e.target.value)}
        error={errors.path}
        data-autofocus
      />
      <Input
        label="To"
        hint="A path of this site (/offers) or a full https:// address."
        value={draft.to}
        onChange={(e) => set('to', e.target.value)}
        error={errors.to}
      />
      <Select
        label="Status code"
        value={String(draft.http_code)}
        onChange={(e) => set('http_code', Number(e.target.value))}
        options={REDIRECT_CODES.map((c) => ({ value: String(c), label: CODE_LABELS[c] as string }))}
        error={errors.http_code}
      />
      <Select
        label="Link type"
        value={draft.link_type}
        onChange={(e) => set('link_type', e.target.value)}
        options={[
          { value: '', label: 'From the target (internal or external)' },
          ...REDIRECT_LINK_TYPES.map((t) => ({ value: t, label: t })),
        ]}
        error={errors.link_type}
      />
      <Input
        label="Name (optional)"
        hint="How the Pages list names this redirect page."
        value={draft.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
      />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={draft.link_new_window}
          onChange={(e) => set('link_new_window', e.target.checked)}
        />
        Open in a new window when linked from a page
      </label>
    </Dialog>
  )
}
