/** A vehicle under a recall, as /admin lists it (never shown to shoppers: they get yes or no). */
export interface Recall {
  id: string
  vin: string
  campaign: string
  note: string
  created_at: string
  updated_at: string
}
