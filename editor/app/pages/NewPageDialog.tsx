import { useState } from 'react'
import { Dialog } from '../../ui/Dialog.js'
import { FormDialogFooter } from '../../ui/FormDialogFooter.js'
import { Input } from '../../ui/Input.js'
import { Select } from '../../ui/Select.js'
import type { NewPage, SiteSummary } from '../admin-client.js'
import { Alert } from '../../ui/Alert.js'
import { localeLabel } from './locale-label.js'
import { siteLabel } from './site-label.js'
import { useFieldForm } from './use-field-form.js'

const PAGE_TYPES = [
  { value: 'page', label: 'Page' },
  { value: 'url_redirection', label: 'Redirect' },
  { value: 'folder', label: 'Folder' },
]
const FIELDS = ['site', 'locale', 'path', 'title', 'page_type'] as const

/** The problems a new page has before the server is asked, by field. */
function checkNewPage(page: NewPage): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!page.path.startsWith('/')) errors.path = 'Start the path with /'
  if (!page.title.trim()) errors.title = 'Give the page a title'
  return errors
}

/**
 * The new page form in a dialog: the site by name (with its theme), one of that site's locales, the path,
 * the title and the type. Errors show beside their field, the server's too (a path another page has).
 */
export function NewPageDialog({
  sites,
  initialSite,
  onCreate,
  onClose,
}: {
  sites: SiteSummary[]
  initialSite?: string
  onCreate: (page: NewPage) => Promise<void>
  onClose: () => void
}) {
  const first = sites.find((s) => s.key === initialSite) ?? sites[0]
  const [page, setPage] = useState<NewPage>({
    site: first?.key ?? '',
    locale: first?.defaultLocale ?? 'en',
    path: '/',
    title: '',
    page_type: 'page',
  })
  const form = useFieldForm(FIELDS)
  const site = sites.find((s) => s.key === page.site)
  const change = (name: keyof NewPage, value: string) => {
    const next = { ...page, [name]: value }
    // A site without the chosen locale falls back to its own default.
    if (name === 'site') {
      const chosen = sites.find((s) => s.key === value)
      if (chosen && !chosen.locales.includes(next.locale)) next.locale = chosen.defaultLocale
    }
    setPage(next)
    form.edited(name)
  }
  const submit = () => form.submit(checkNewPage(page), () => onCreate({ ...page, title: page.title.trim() }))
  return (
    <Dialog
      title="New page"
      onClose={onClose}
      onSubmit={() => void submit()}
      testId="new-page-dialog"
      footer={<FormDialogFooter submitLabel="Create and open" busy={form.busy} onCancel={onClose} />}
    >
      <div className="pages-form">
        {form.problem ? <Alert>{form.problem}</Alert> : null}
        <Select
          label="Site"
          value={page.site}
          onChange={(e) => change('site', e.target.value)}
          options={sites.map((s) => ({ value: s.key, label: siteLabel(s) }))}
          error={form.errors.site}
        />
        <Select
          label="Locale"
          value={page.locale}
          onChange={(e) => change('locale', e.target.value)}
          options={(site?.locales ?? [page.locale]).map((l) => ({ value: l, label: localeLabel(l) }))}
          error={form.errors.locale}
        />
        <Input
          label="Path"
          data-autofocus
          value={page.path}
          onChange={(e) => change('path', e.target.value)}
          hint={`Where the page is on ${site?.host ?? 'the site'}, e.g. /offers/winter${page.locale !== site?.defaultLocale ? ` or /${page.locale}/offers` : ''}`}
          error={form.errors.path}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
        />
        <Input
          label="Title"
          value={page.title}
          maxLength={200}
          onChange={(e) => change('title', e.target.value)}
          error={form.errors.title}
          dir="auto"
        />
        <Select
          label="Type"
          value={page.page_type}
          onChange={(e) => change('page_type', e.target.value)}
          options={PAGE_TYPES}
          error={form.errors.page_type}
        />
      </div>
    </Dialog>
  )
}
