import { useCallback, useEffect, useRef, useState } from 'react'
import type { CheckoutDraftView } from '../../../engine/orders/checkout-draft-view.js'
import { buyOnline } from './buy-online-client.js'
import { readJourneyData } from './journey-storage.js'

/** What the checkout form has now; saved when it changes. */
export interface DraftFields {
  fields: { first_name: string; last_name: string; email: string }
  phone: { number: string; verificationId: string } | null
  accepted: boolean
}

const PATH = '/buy_online/checkout_draft'
/** Typing is saved this long after the last key, so a draft costs one call per pause, not per key. */
const SAVE_AFTER_MS = 400

/**
 * The checkout's draft on the server for the hold `hold` (vehicle and holder token): read once the hold is
 * taken (`draft` is undefined until then, null when there is none yet), and saved shortly after each change
 * of the form, and at once when the page is hidden (a tab switch, the phone going to sleep, a payment page
 * opening), so Back, a reload, a second tab or another device finds what was typed.
 */
export function useCheckoutDraft(
  hold: { vehicleId: string; holder: string } | null,
  locale: string,
): { draft: CheckoutDraftView | null | undefined; save: (now: DraftFields) => void } {
  const [draft, setDraft] = useState<CheckoutDraftView | null | undefined>(undefined)
  const pending = useRef<{ body: unknown; text: string } | null>(null)
  const saved = useRef<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const vehicleId = hold?.vehicleId
  const holder = hold?.holder

  useEffect(() => {
    if (!vehicleId || !holder) return
    let cancelled = false
    setDraft(undefined)
    void buyOnline<CheckoutDraftView | null>('POST', `${PATH}/open`, { vehicle_id: vehicleId, holder }).then(
      (answer) => {
        if (!cancelled) setDraft(answer.ok ? answer.data : null)
      },
    )
    return () => {
      cancelled = true
    }
  }, [vehicleId, holder])

  const flush = useCallback((keepalive: boolean) => {
    clearTimeout(timer.current)
    const next = pending.current
    if (!next || next.text === saved.current) return
    pending.current = null
    saved.current = next.text
    // keepalive: the call outlives a page that is being left or frozen.
    void fetch(PATH, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(next.body),
      keepalive,
    }).then(
      // Refused (the hold ended meanwhile): the next change tries again, once the hold is taken back.
      (res) => {
        if (!res.ok && saved.current === next.text) saved.current = null
      },
      () => {
        saved.current = null
      },
    )
  }, [])

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush(true)
    }
    const leaving = () => flush(true)
    document.addEventListener('visibilitychange', hidden)
    window.addEventListener('pagehide', leaving)
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      window.removeEventListener('pagehide', leaving)
      flush(true)
    }
  }, [flush])

  const save = useCallback(
    (now: DraftFields) => {
      if (!vehicleId || !holder) return
      const journey = readJourneyData()
      const body = {
        vehicle_id: vehicleId,
        holder,
        locale,
        customer: now.fields,
        terms_accepted: now.accepted,
        ...(journey?.vehicleId === vehicleId ? { journey } : {}),
        ...(now.phone
          ? { phone: { phone_number: now.phone.number, verification_id: now.phone.verificationId } }
          : {}),
      }
      const text = JSON.stringify(body)
      if (text === saved.current) return
      pending.current = { body, text }
      clearTimeout(timer.current)
      timer.current = setTimeout(() => flush(false), SAVE_AFTER_MS)
    },
    [vehicleId, holder, locale, flush],
  )

  return { draft, save }
}
