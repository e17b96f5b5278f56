/** A row of the jobs table as the worker takes it. */
export interface Job {
  id: string
  kind: 'notification' | 'confirmation' | 'webhook' | 'lead_export'
  lead_id: string | null
  export_id: string | null
  integration_id: string | null
  status: 'pending' | 'running' | 'done' | 'failed'
  attempts: number
  max_attempts: number
  lease: string | null
}
