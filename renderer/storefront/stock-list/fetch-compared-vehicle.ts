import { STOCK_LISTS, type Vehicle } from '../../../engine/stock/stock-types.js'

/**
 * One compared vehicle from the stock API. The compare list keeps ids only (000 §3 "models"), so the
 * detail endpoint is asked for all publication lists at once (`/listing/new,approved,used/vehicle/{id}`,
 * 000 §7). Answers the vehicle, "gone" for a 404 (the vehicle left the stock) or null for any other
 * failure, which keeps the id: a network error is not proof the vehicle is gone.
 */
export async function fetchComparedVehicle(
  id: string,
  fetcher: typeof fetch = fetch,
): Promise<Vehicle | 'gone' | null> {
  const url = `/listing/${STOCK_LISTS.join(',')}/vehicle/${encodeURIComponent(id)}`
  try {
    const res = await fetcher(url, { headers: { accept: 'application/json' } })
    if (res.status === 404) return 'gone'
    if (!res.ok) return null
    const body = (await res.json()) as Vehicle | { data: Vehicle }
    return 'data' in body ? body.data : body
  } catch {
    return null
  }
}
