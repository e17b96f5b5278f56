import type { DynamicLists, DynamicOffer } from '../../engine/dynamic-content/dynamic-content-context.js'
import { DYNAMIC_LIST_SETTINGS } from './dynamic-list-settings.js'

/** Where a same-site base URL's reffine answer is read from: {base}/public_api/dynamic_content/{uuids}.json. */
const LOCAL_PREFIX = '/block-data/'

export interface LoadDynamicListsInput {
  settings: Record<string, unknown>
  needed: ReadonlySet<keyof DynamicLists>
  /**
   * The one reader of outside JSON (server/block-data/fetch-block-data.ts): `/block-data/` files in process
   * (the demo's local lists), other URLs through the outbound client with a timeout, kept for a TTL.
   */
  fetchData: (url: string) => Promise<unknown>
  log: (message: string, error?: unknown) => void
}

/**
 * The outside lists the dynamic-content checks of one render need (001 §7), fetched in parallel. A list
 * whose setting is missing, whose call fails or whose answer has the wrong shape is no data (null): the
 * failure is only logged (001 §8), so its checks pass or the block shows as if unchecked.
 */
export async function loadDynamicLists(input: LoadDynamicListsInput): Promise<DynamicLists> {
  const { needed } = input
  const [menaExternalSl, menaOffers, reffine] = await Promise.all([
    needed.has('menaExternalSl') ? attempt(input, 'mena_external_sl', () => menaExternalSlList(input)) : null,
    needed.has('menaOffers') ? attempt(input, 'mena_offers', () => offersList(input)) : null,
    needed.has('reffine') ? attempt(input, 'reffine_sl', () => reffineLists(input)) : null,
  ])
  return { menaExternalSl, menaOffers, reffine }
}

async function attempt<T>(input: LoadDynamicListsInput, key: string, load: () => Promise<T | null>) {
  try {
    return await load()
  } catch (error) {
    input.log(`[dynamic-content] the ${key} list is not available; its checks see no data`, error)
    return null
  }
}

function setting(settings: Record<string, unknown>, key: string): string {
  const value = settings[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** GET {mena_external_sl.api_key}: an array of objects whose keys are model names. */
async function menaExternalSlList(input: LoadDynamicListsInput): Promise<string[] | null> {
  const url = setting(input.settings, DYNAMIC_LIST_SETTINGS.menaExternalSl)
  if (!url) return null
  const answer = await input.fetchData(url)
  if (!Array.isArray(answer)) throw new Error('[dynamic-content] mena_external_sl did not answer an array')
  const names = new Set<string>()
  for (const item of answer)
    if (item && typeof item === 'object' && !Array.isArray(item))
      for (const key of Object.keys(item)) names.add(key)
  return [...names]
}

/** GET {mena.offers_api_url}: an array of offers; a string answer means no offers (000 §7). */
async function offersList(input: LoadDynamicListsInput): Promise<DynamicOffer[]> {
  const url = setting(input.settings, DYNAMIC_LIST_SETTINGS.menaOffers)
  // 000 §8: the fetch is rejected, which 001 §8 treats as no data.
  if (!url) throw new Error(`Missing api url: ${DYNAMIC_LIST_SETTINGS.menaOffers}`)
  const answer = await input.fetchData(url)
  if (typeof answer === 'string') return []
  if (!Array.isArray(answer)) throw new Error('[dynamic-content] the offers did not answer an array')
  return answer.filter(
    (offer): offer is DynamicOffer => !!offer && typeof offer === 'object' && !Array.isArray(offer),
  )
}

/** GET {reffine.api_base_url}/public_api/dynamic_content/{uuids}: arrays of values by list uuid. */
async function reffineLists(input: LoadDynamicListsInput): Promise<Record<string, unknown[]> | null> {
  const base = setting(input.settings, DYNAMIC_LIST_SETTINGS.reffineBaseUrl).replace(/\/+$/, '')
  const uuids = listUuids(input.settings[DYNAMIC_LIST_SETTINGS.reffineLists])
  if (!base || uuids.length === 0) {
    // 001 §8: a console error, and the strategy gives up.
    input.log(
      `[dynamic-content] reffine_sl needs ${DYNAMIC_LIST_SETTINGS.reffineBaseUrl} and ${DYNAMIC_LIST_SETTINGS.reffineLists}`,
    )
    return null
  }
  const path = `${base}/public_api/dynamic_content/${uuids.map(encodeURIComponent).join(',')}`
  const answer = await input.fetchData(base.startsWith(LOCAL_PREFIX) ? `${path}.json` : path)
  if (!answer || typeof answer !== 'object' || Array.isArray(answer))
    throw new Error('[dynamic-content] reffine did not answer an object of lists')
  const lists: Record<string, unknown[]> = {}
  for (const [uuid, values] of Object.entries(answer)) if (Array.isArray(values)) lists[uuid] = values
  return lists
}

function listUuids(raw: unknown): string[] {
  let value = raw
  if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      value = JSON.parse(raw)
    } catch {
      value = []
    }
  }
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return parts
    .filter((p): p is string => typeof p === 'string')
    .map((p) => p.trim())
    .filter(Boolean)
}
