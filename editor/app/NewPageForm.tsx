import { useState, type FormEvent } from 'react'
import type { NewPage } from './admin-client.js'

const PAGE_TYPES = [
  ['page', 'Page'],
  ['url_redirection', 'Redirect'],
  ['folder', 'Folder'],
] as const

/** The pages screen's create form: site, locale, path, title and type. */
export function NewPageForm({ sites, onCreate }: { sites: string[]; onCreate: (page: NewPage) => void }) {
  const [page, setPage] = useState<NewPage>({
    site: sites[0] ?? 'lrdx',
    locale: 'en',
    path: '/',
    title: '',
    page_type: 'page',
  })
  const field = (name: keyof NewPage) => ({
    value: page[name],
    onChange: (e: { target: { value: string } }) => setPage({ ...page, [name]: e.target.value }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onCreate(page)
  }
  return (
    <form className="new-page" onSubmit={submit} aria-label="New page">
      <h2>New page</h2>
      <label>
        Site
        <input list="known-sites" required {...field('site')} />
        <datalist id="known-sites">
          {sites.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </label>
      <label>
        Locale
        <input required pattern="[a-z]{2}" size={3} {...field('locale')} />
      </label>
      <label>
        Path
        <input required pattern="/.*" {...field('path')} />
      </label>
      <label>
        Title
        <input required maxLength={200} {...field('title')} />
      </label>
      <label>
        Type
        <select {...field('page_type')}>
          {PAGE_TYPES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Create and open</button>
    </form>
  )
}
