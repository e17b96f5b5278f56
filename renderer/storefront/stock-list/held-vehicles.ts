import { SOFT_LOCK_KEY } from '../../../engine/orders/soft-lock-key.js'

/** The most ids one ask carries (the server's limit). */
const CHUNK = 60

type Waiter = (held: boolean) => void
let waiting = new Map<string, Waiter[]>()
let flushing = false

/**
 * Whether another shopper holds `vehicleId` now (GET /buy_online/holds, decision 064). Asks made in one
 * task (the cards of a list hydrating together) go out as one request per 60 ids. Anything that fails
 * answers false: the page then says what the server rendered.
 */
export function heldByOther(vehicleId: string): Promise<boolean> {
  return new Promise((resolve) => {
    const list = waiting.get(vehicleId) ?? []
    list.push(resolve)
    waiting.set(vehicleId, list)
    if (!flushing) {
      flushing = true
      setTimeout(flush, 0)
    }
  })
}

function flush(): void {
  const batch = waiting
  waiting = new Map()
  flushing = false
  const ids = [...batch.keys()]
  const holder = ownHolder()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    fetch(`/buy_online/holds?vehicle_ids=${chunk.map(encodeURIComponent).join(',')}`, {
      headers: { Accept: 'application/json', ...(holder ? { 'Hold-Holder': holder } : {}) },
      credentials: 'same-origin',
    })
      .then(async (res) => (res.ok ? ((await res.json()) as { data?: { data?: { held?: unknown } } }) : null))
      .catch(() => null)
      .then((answer) => {
        const list = answer?.data?.data?.held
        const held = new Set(Array.isArray(list) ? list : [])
        for (const id of chunk) for (const resolve of batch.get(id) ?? []) resolve(held.has(id))
      })
  }
}

/**
 * The holder token of this browser's checkout hold, if any: its own hold is not "being reserved" to the
 * shopper. Read here rather than through the journey's storage module, whose folder would bring the
 * checkout's CSS into every page with stock cards (the CSS units follow imports, decision 019).
 */
function ownHolder(): string | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(SOFT_LOCK_KEY) ?? 'null') as {
      holder?: unknown
    } | null
    return typeof stored?.holder === 'string' ? stored.holder : undefined
  } catch {
    return undefined
  }
}
