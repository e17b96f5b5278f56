/** A row of the jobs table as the worker takes it. */
export interface Job {
  id: string
  kind:
    | 'notification'
    | 'confirmation'
    | 'webhook'
    | 'lead_export'
    | 'order_notification'
    | 'order_confirmation'
    | 'order_refund'
    | 'payment_webhook'
    | 'inquiry_email'
  lead_id: string | null
  export_id: string | null
  integration_id: string | null
  order_id: string | null
  payload: Record<string, unknown> | null
  status: 'pending' | 'running' | 'done' | 'failed'
  attempts: number
  max_attempts: number
  lease: string | null
}
