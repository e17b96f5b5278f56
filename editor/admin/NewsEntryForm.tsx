import { useId, useState, type FormEvent } from 'react'
import { MarkdownHtmlField } from '../fields/widgets/markdown-html-field.js'
import { ImageField } from '../fields/widgets/image-field.js'
import '../fields/field-panel.css'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { localDateTime } from './local-date-time.js'
import type { NewsAdminEntry } from '../../engine/news/news-admin-entry.js'
import type { NewsSite } from './news-types.js'
import { newsSlug } from './news-slug.js'

/** What the form edits: an entry's fields, with its id and version once it is saved. */
export type NewsDraft = Omit<NewsAdminEntry, 'id' | 'status' | 'version' | 'created_at' | 'updated_at'> & {
  id?: string
  version?: number
}

const IMAGE_SCHEMA = { 'x-field': 'Image', 'x-variants': ['1600x900', '1024x576', '640x360'] }

/**
 * A news entry's form: site and language, title and address (derived from the title until the editor types
 * one), summary, body (the page editor's rich text field), image (the media library), country, and
 * whether it is a draft or published from a date and time (a future one schedules it). Saving a changed
 * entry sends the version it was opened at; the server answers 409 when someone saved in between.
 */
export function NewsEntryForm({
  sites,
  initial,
  onSaved,
  onCancel,
}: {
  sites: NewsSite[]
  initial: NewsDraft
  onSaved: (entry: NewsAdminEntry) => void | Promise<void>
  onCancel: () => void
}) {
  const id = useId()
  const client = useAdminClient()
  const [draft, setDraft] = useState(initial)
  const [slugTouched, setSlugTouched] = useState(Boolean(initial.id))
  const [when, setWhen] = useState(localDateTime.fromIso(initial.published_at))
  const [published, setPublished] = useState(initial.published_at !== null)
  const [problem, setProblem] = useState<unknown>(null)
  const site = sites.find((s) => s.key === draft.site)
  const set = (change: Partial<NewsDraft>) => setDraft({ ...draft, ...change })

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const body = {
      site: draft.site,
      locale: draft.locale,
      slug: draft.slug,
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      image: draft.image?.id ? { id: draft.image.id, alt: draft.image.alt ?? '' } : null,
      country: draft.country.toUpperCase(),
      published_at: published ? localDateTime.toIso(when) : null,
    }
    try {
      const saved = draft.id
        ? await client.put<NewsAdminEntry>(`/admin/api/news/${encodeURIComponent(draft.id)}`, {
            ...body,
            version: draft.version,
          })
        : await client.post<NewsAdminEntry>('/admin/api/news', body)
      await onSaved(saved)
    } catch (e) {
      setProblem(e)
    }
  }

  return (
    <form
      className="admin-card admin-card--wide"
      aria-label={draft.id ? 'Edit news entry' : 'New news entry'}
      onSubmit={save}
    >
      <ErrorNotice error={problem} />
      <div className="admin-inline-form">
        <label>
          Site
          <select
            value={draft.site}
            onChange={(e) => {
              const next = sites.find((s) => s.key === e.target.value)
              set({
                site: e.target.value,
                locale: next?.locales.includes(draft.locale) ? draft.locale : (next?.default_locale ?? ''),
              })
            }}
          >
            {sites.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Language
          <select value={draft.locale} onChange={(e) => set({ locale: e.target.value })}>
            {(site?.locales ?? []).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Country
          <input
            value={draft.country}
            maxLength={2}
            size={4}
            placeholder="All"
            aria-describedby={`${id}-country-help`}
            onChange={(e) => set({ country: e.target.value.toUpperCase() })}
          />
        </label>
      </div>
      <p className="admin-help" id={`${id}-country-help`}>
        Country: an ISO code such as AU for news of one country only; empty for every country.
      </p>
      <label>
        Title
        <input
          value={draft.title}
          required
          maxLength={300}
          dir="auto"
          onChange={(e) =>
            set({ title: e.target.value, ...(slugTouched ? {} : { slug: newsSlug(e.target.value) }) })
          }
        />
      </label>
      <label>
        Address
        <input
          value={draft.slug}
          required
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          aria-describedby={`${id}-slug-help`}
          onChange={(e) => {
            setSlugTouched(true)
            set({ slug: e.target.value })
          }}
        />
      </label>
      <p className="admin-help" id={`${id}-slug-help`}>
        Shown as <code>?article={draft.slug || '…'}</code> on the news page: lower-case letters, digits and
        hyphens.
      </p>
      <label>
        Summary
        <textarea
          value={draft.summary}
          rows={3}
          maxLength={2000}
          dir="auto"
          onChange={(e) => set({ summary: e.target.value })}
        />
      </label>
      <div className="admin-field">
        <span className="admin-label" id={`${id}-body-label`}>
          Text
        </span>
        <MarkdownHtmlField
          id={`${id}-body`}
          labelId={`${id}-body-label`}
          schema={{}}
          value={draft.body}
          required={false}
          describedBy={undefined}
          invalid={false}
          onChange={(value) => set({ body: value ?? '' })}
        />
      </div>
      <fieldset className="admin-field">
        <legend className="admin-label" id={`${id}-image-label`}>
          Image
        </legend>
        <ImageField
          id={`${id}-image`}
          labelId={`${id}-image-label`}
          schema={IMAGE_SCHEMA}
          value={draft.image ?? undefined}
          required={false}
          describedBy={undefined}
          invalid={false}
          onChange={(value) => set({ image: value?.id ? { id: value.id, alt: value.alt ?? '' } : null })}
        />
      </fieldset>
      <fieldset className="admin-field">
        <legend className="admin-label">Publication</legend>
        <label className="admin-check">
          <input
            type="radio"
            name={`${id}-published`}
            checked={!published}
            onChange={() => setPublished(false)}
          />
          Draft (not shown)
        </label>
        <label className="admin-check">
          <input
            type="radio"
            name={`${id}-published`}
            checked={published}
            onChange={() => setPublished(true)}
          />
          Published from
          <input
            type="datetime-local"
            value={when}
            required={published}
            aria-label="Publication date and time"
            onChange={(e) => {
              setWhen(e.target.value)
              setPublished(true)
            }}
          />
        </label>
      </fieldset>
      <div className="admin-toolbar">
        <button type="submit" className="admin-button admin-button--primary">
          Save entry
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
