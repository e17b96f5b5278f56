import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DealerOrigin } from '../../engine/stock/dealer-page.js'
import { PROJECT_ROOT } from '../project-root.js'

/** The places of the Australian postcodes file, by postcode and by lower-case locality name. */
export interface AuGazetteer {
  byPostcode: ReadonlyMap<string, DealerOrigin>
  /** Every place of a locality name: one per postcode that has it (six Richmonds in five states). */
  byLocality: ReadonlyMap<string, readonly DealerOrigin[]>
}

/** The file (decision 067): the middle of each Australian postcode's localities and their names. */
export const AU_POSTCODES_FILE = join(PROJECT_ROOT, 'server/stock/reference/au-postcodes.csv')

let loaded: AuGazetteer | undefined

/**
 * The Australian gazetteer, read from AU_POSTCODES_FILE on first use (about 3,200 rows, 0.3 MB) and kept
 * for the process's life: it changes only with a new release of the file.
 */
export function auGazetteer(): AuGazetteer {
  if (loaded) return loaded
  const byPostcode = new Map<string, DealerOrigin>()
  const byLocality = new Map<string, DealerOrigin[]>()
  for (const line of readFileSync(AU_POSTCODES_FILE, 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue
    const [postcode = '', state = '', lat = '', lng = '', names = ''] = line.split(',')
    const localities = names ? names.split('|') : []
    const place = (locality: string | null): DealerOrigin => ({
      latitude: Number(lat),
      longitude: Number(lng),
      postcode,
      locality,
      state,
    })
    byPostcode.set(postcode, place(localities[0] ?? null))
    for (const locality of localities) {
      const key = locality.toLowerCase()
      byLocality.set(key, [...(byLocality.get(key) ?? []), place(locality)])
    }
  }
  loaded = { byPostcode, byLocality }
  return loaded
}
