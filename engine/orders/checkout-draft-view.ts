/**
 * A checkout's draft as the server answers it to its shopper's browser (`POST /buy_online/checkout_draft/open`,
 * docs/decisions/063): what was typed, the phone as the server knows it, and the draft's last order with what
 * happened to its payment (left or cancelled, refused, run out of time, an authorisation released, or through).
 */
export interface CheckoutDraftView {
  vehicle_id: string
  first_name: string
  last_name: string
  email: string
  terms_accepted: boolean
  phone_number: string | null
  verification_id: string | null
  phone_verified: boolean
  journey: Record<string, unknown> | null
  order: { order_number: string; status: string; payment_status: string } | null
  payment_notice: 'cancelled' | 'failed' | 'expired' | 'released' | 'reserved' | null
  updated_at: string
}
