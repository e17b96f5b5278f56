import { useState } from 'react'
import useSWR from 'swr'
import { useToast } from '../../ui/use-toast.js'
import { useAdminClient } from '../admin-client-context.js'
import type { SiteSummary } from '../../app/admin-client.js'

/**
 * One locale's tree of a Site section screen (navigation, footer) edited as a draft and saved as a whole over
 * the version it was loaded at: the locale chosen, the loaded data, the draft, the error of the last save or
 * check, and save / discard. `check` runs the server's own rules before sending (an ApiError, or null).
 */
export function useLocaleDraft<Value, Data extends { version: string }>(options: {
  site: SiteSummary
  /** The API under /admin/api and the words of the confirmation: "footer", "navigation". */
  area: 'footer' | 'navigation'
  valueOf: (data: Data | undefined) => Value
  check: (value: Value) => Error | null
  body: (value: Value, version: string) => unknown
  /** What the loaded data becomes after a save (the answer, plus what only a read gives). */
  afterSave?: (saved: Data, before: Data) => Data
}) {
  const { site, area } = options
  const client = useAdminClient()
  const toast = useToast()
  const [locale, setLocale] = useState(site.defaultLocale)
  const key = `/admin/api/${area}?site=${encodeURIComponent(site.key)}&locale=${encodeURIComponent(locale)}`
  const loaded = useSWR(key, (path: string) => client.get<Data>(path), { revalidateOnFocus: false })
  const [draft, setDraft] = useState<Value | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [saving, setSaving] = useState(false)
  const value = draft ?? options.valueOf(loaded.data)

  const save = async () => {
    const before = loaded.data
    if (!before) return
    const problem = options.check(value)
    if (problem) {
      setError(problem)
      return
    }
    setSaving(true)
    setError(null)
    try {
      const saved = await client.put<Data>(key, options.body(value, before.version))
      await loaded.mutate(options.afterSave ? options.afterSave(saved, before) : saved, { revalidate: false })
      setDraft(null)
      toast.show(`Saved the ${locale} ${area} of ${site.name}. The live site shows it now.`)
    } catch (caught) {
      setError(caught)
    } finally {
      setSaving(false)
    }
  }
  const reload = async () => {
    setDraft(null)
    setError(null)
    await loaded.mutate()
  }
  const changeLocale = (next: string) => {
    setLocale(next)
    setDraft(null)
    setError(null)
  }
  return { locale, changeLocale, loaded, value, draft, setDraft, error, setError, saving, save, reload }
}
