import { useEffect, useState } from 'react'
import { Select } from '../ui/Select.js'

/** A site a list may be narrowed to, as the admin lists answer it in `meta.sites`. */
export interface SiteChoice {
  key: string
  name: string
  brand: string
}

/**
 * The sites of a list's last answer (`meta.sites`: those the admin may see, decision 067), kept while the
 * next page loads so the filter does not flicker away; `name` names a site by its key.
 */
export function useSiteChoices(meta: unknown): { sites: SiteChoice[]; name: (key: string) => string } {
  const [sites, setSites] = useState<SiteChoice[]>([])
  const answered = (meta as { sites?: SiteChoice[] } | undefined)?.sites
  useEffect(() => {
    if (answered) setSites(answered)
  }, [answered])
  return { sites, name: (key) => sites.find((s) => s.key === key)?.name ?? key }
}

/**
 * The Site filter of the admin lists (orders, leads): "All sites" or one of the sites the admin may see.
 * Shown when there is a choice, or when a site is chosen (so it can be cleared).
 */
export function SiteFilter({
  sites,
  value,
  onChange,
}: {
  sites: readonly SiteChoice[]
  value: string
  onChange: (site: string) => void
}) {
  if (sites.length < 2 && !value) return null
  return (
    <Select
      label="Site"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={[{ value: '', label: 'All sites' }, ...sites.map((s) => ({ value: s.key, label: s.name }))]}
    />
  )
}
