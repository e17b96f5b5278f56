import type { FormDefinition } from '../../engine/forms/form-definition.js'

/** One row of `GET /forms`. */
export interface FormSummary {
  id: string
  name: string
  fields_count: number
  leads_count: number
  created_at: string
  updated_at: string
}

/** A webhook integration of a form (`GET /forms/{id}/integrations`). */
export interface Integration {
  id?: string
  name: string
  type: 'webhook'
  endpoint: string
  secret?: string
  active: boolean
}

/** A lead as the admin calls answer it, with its deliveries on the detail call. */
export interface Lead {
  id: string
  form_id: string
  /** The key of the site it was submitted on; null for leads stored before leads had a site. */
  site: string | null
  created_at: string
  attributes: Record<string, string | string[] | boolean>
  deliveries?: Delivery[]
}

export interface Delivery {
  id: string
  kind: 'notification' | 'confirmation' | 'webhook'
  integration_id: string | null
  integration_name: string | null
  status: 'pending' | 'running' | 'done' | 'failed'
  attempts: number
  max_attempts: number
  run_after: string | null
  last_error: string | null
  created_at: string
  updated_at: string
  done_at: string | null
}

export interface LeadExport {
  id: string
  status: 'pending' | 'running' | 'done' | 'failed'
  rows: number | null
  format: 'csv' | 'xlsx'
  error: string | null
  created_at: string
  updated_at: string
}

export interface Location {
  id?: string
  name: string
  address: string
  city: string
  postcode: string
  country: string
  phone: string
  email: string
  latitude?: number | null
  longitude?: number | null
}

export interface Setting {
  id: string
  key: string
  value: unknown
}

export type { FormDefinition }
