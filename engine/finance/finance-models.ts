import { isObject } from '../tree/slot-instances.js'
import type { CatalogueNameplate } from './catalogue-nameplate.js'
import type { FinanceModel } from './finance-model.js'
import { nameplateKey } from './nameplate-key.js'

const MEDIA_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/

/** One models_info entry as stored (the block's JSON), keeping only well-formed fields. */
interface ModelInfo {
  name?: string
  price?: number
  image?: { id: string; alt?: string }
  free_items: string[]
}

function infoFrom(raw: unknown): ModelInfo {
  const info: ModelInfo = { free_items: [] }
  if (!isObject(raw)) return info
  if (typeof raw.name === 'string' && raw.name.trim()) info.name = raw.name.trim()
  if (typeof raw.price === 'number' && Number.isFinite(raw.price) && raw.price > 0) info.price = raw.price
  if (isObject(raw.image) && typeof raw.image.id === 'string' && MEDIA_ID.test(raw.image.id)) {
    info.image = { id: raw.image.id }
    if (typeof raw.image.alt === 'string') info.image.alt = raw.image.alt
  }
  if (Array.isArray(raw.free_items))
    info.free_items = raw.free_items.filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    )
  return info
}

/**
 * The models a finance calculator offers (002 §3): the site's catalogue nameplates, each completed or
 * overridden by the block's `models_info` (keyed by nameplate key: name, price, image, free items), plus
 * models_info entries the catalogue lacks that name a price. `nameplate_key_filter` (comma-separated keys
 * or names, in the order to show) keeps only those; empty keeps all, catalogue order first. A model
 * without a price is left out: there is nothing to calculate.
 */
export function financeModels(input: {
  catalogue: readonly CatalogueNameplate[]
  filter: string | undefined
  modelsInfo: unknown
}): FinanceModel[] {
  const infos = new Map<string, ModelInfo>()
  if (isObject(input.modelsInfo))
    for (const [key, raw] of Object.entries(input.modelsInfo)) infos.set(nameplateKey(key), infoFrom(raw))

  const byKey = new Map<string, FinanceModel>()
  const add = (key: string, name: string, price: number | null, imageId: string | null, info?: ModelInfo) => {
    const finalPrice = info?.price ?? price
    if (byKey.has(key) || finalPrice === null || !(finalPrice > 0)) return
    const model: FinanceModel = {
      key,
      name: info?.name ?? name,
      price: finalPrice,
      free_items: info?.free_items ?? [],
    }
    const image =
      info?.image ?? (imageId && MEDIA_ID.test(imageId) ? { id: imageId, alt: model.name } : undefined)
    if (image) model.image = image
    byKey.set(key, model)
  }
  const aliases = new Map<string, string>()
  for (const nameplate of input.catalogue) {
    const key = nameplateKey(nameplate.id)
    aliases.set(nameplateKey(nameplate.name), key)
    add(key, nameplate.name, nameplate.price_from, nameplate.image_id, infos.get(key))
  }
  for (const [key, info] of infos) if (info.name) add(key, info.name, null, null, info)

  const wanted = (input.filter ?? '')
    .split(',')
    .map(nameplateKey)
    .filter(Boolean)
    .map((key) => aliases.get(key) ?? key)
  if (!wanted.length) return [...byKey.values()]
  return [...new Set(wanted)].flatMap((key) => byKey.get(key) ?? [])
}
