/** One webhook call the development CRM accepted, as kept in its inbox. */
export interface DevCrmDelivery {
  /** The `Idempotency-Key` it came with: the delivery job's id. */
  key: string
  received_at: string
  form_id: string
  event: string
  lead_id: string
  lead_created_at: string | null
  attributes: Record<string, unknown>
}
