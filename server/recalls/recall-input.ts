import { BodyFields } from '../orders/body-fields.js'
import { vinField } from './vin-field.js'

/** A recall row as /admin posts or puts it. */
export interface RecallInput {
  vin: string
  campaign: string
  note: string
}

/** A posted or put recall: a well-formed VIN, a campaign and a note of bounded length; 422 naming each problem. */
export function recallInput(body: unknown): RecallInput {
  const fields = new BodyFields(body)
  const vin = vinField(fields, 'vin')
  const campaign = fields.string('campaign', { max: 200 }) ?? ''
  const note = fields.string('note', { max: 2000 }) ?? ''
  fields.done('The recall is not valid')
  return { vin: vin!, campaign, note }
}
