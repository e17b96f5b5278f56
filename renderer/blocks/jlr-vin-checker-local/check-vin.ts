/** What a VIN check came to: on the recall table or not, a VIN the server refused, or no answer. */
export type VinCheckOutcome = 'affected' | 'clear' | 'invalid' | 'failed'

/**
 * Asks the local VIN checker's call (`POST /public_api/vin_checks`, decision 041) about a normalised VIN.
 * A network error, a 429 (too many checks) or a 5xx is `failed`: the block offers "Try again".
 */
export async function checkVin(
  vin: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<VinCheckOutcome> {
  let response: Response
  try {
    response = await fetchImpl('/public_api/vin_checks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ vin }),
    })
  } catch {
    return 'failed'
  }
  if (response.status === 422) return 'invalid'
  if (!response.ok) return 'failed'
  const json = (await response.json().catch(() => ({}))) as { data?: { data?: { affected?: unknown } } }
  const affected = json.data?.data?.affected
  return affected === true ? 'affected' : affected === false ? 'clear' : 'failed'
}
