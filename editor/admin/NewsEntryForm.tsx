import { useId, useState, type FormEvent } from 'react'
import { MarkdownHtmlField } from '../fields/widgets/markdown-html-field.js'
import { ImageField } from '../fields/widgets/image-field.js'
import '../fields/field-panel.css'
import { Button } from '../ui/Button.js'
import { Input } from '../ui/Input.js'
import { Panel } from '../ui/Panel.js'
import { Select } from '../ui/Select.js'
import { Textarea } from '../ui/Textarea.js'
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

  const title = draft.id ? 'Edit news entry' : 'New news entry'
  return (
    <Panel title={title} className="admin-news-panel">
      <form className="admin-form" aria-label={title} onSubmit={save}>
        <ErrorNotice error={problem} />
        <div className="admin-toolbar">
          <Select
            label="Site"
            value={draft.site}
            onChange={(e) => {
              const next = sites.find((s) => s.key === e.target.value)
              set({
                site: e.target.value,
                locale: next?.locales.includes(draft.locale) ? draft.locale : (next?.default_locale ?? ''),
              })
            }}
            options={sites.map((s) => ({ value: s.key, label: s.name }))}
          />
          <Select
            label="Language"
            value={draft.locale}
            onChange={(e) => set({ locale: e.target.value })}
            options={(site?.locales ?? []).map((l) => ({ value: l, label: l }))}
          />
          <Input
            label="Country"
            hint="An ISO code such as AU for news of one country only; empty for every country."
            className="admin-news-panel__country"
            value={draft.country}
            maxLength={2}
            size={4}
            placeholder="All"
            onChange={(e) => set({ country: e.target.value.toUpperCase() })}
          />
        </div>
        <Input
          label="Title"
          value={draft.title}
          required
          maxLength={300}
          dir="auto"
          onChange={(e) =>
            set({ title: e.target.value, ...(slugTouched ? {} : { slug: newsSlug(e.target.value) }) })
          }
        />
        <Input
          label="Address"
          hint={`Shown as ?article=${draft.slug || '…'} on the news page: lower-case letters, digits and hyphens.`}
          value={draft.slug}
          required
          maxLength={120}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          onChange={(e) => {
            setSlugTouched(true)
            set({ slug: e.target.value })
          }}
        />
        <Textarea
          label="Summary"
          value={draft.summary}
          rows={3}
          maxLength={2000}
          dir="auto"
          onChange={(e) => set({ summary: e.target.value })}
        />
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
        <div className="ui-button-row">
          <Button type="submit" variant="primary">
            Save entry
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      </form>
    </Panel>
  )
}
