/** An answer to a lead post: its status and the exact JSON text sent (and replayed). */
export interface LeadAnswer {
  status: number
  body: string
  /** The stored request fingerprint, when this is a replay. */
  requestHash?: string
}
