import { useEffect, useState } from 'react'
import { locationValues, type FormLocation } from './location-values.js'

/**
 * The field values of the location the page's query selects (002 §3 form_location_params_mapping and
 * form_location_mapping), read from `GET /forms/locations` when the block maps both. Nothing when the
 * list cannot be read: the visitor fills those fields in (or they stay empty when hidden).
 */
export function useLocationValues(
  paramsMapping: Record<string, string> | undefined,
  fieldMapping: Record<string, string> | undefined,
): Record<string, string> {
  const [values, setValues] = useState<Record<string, string>>({})
  const wanted = Object.keys(paramsMapping ?? {}).length > 0 && Object.keys(fieldMapping ?? {}).length > 0
  const key = JSON.stringify([paramsMapping, fieldMapping])
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    fetch('/forms/locations', { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return
        const body = (await response.json()) as { data?: { data?: FormLocation[] } }
        const list = Array.isArray(body.data?.data) ? body.data.data : []
        const query = new URLSearchParams(window.location.search)
        setValues(locationValues(list, query, paramsMapping, fieldMapping))
      })
      .catch(() => undefined)
    return () => controller.abort()
    // The mappings are compared by content (key), not by object identity.
  }, [wanted, key])
  return values
}
