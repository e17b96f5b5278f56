/** A form's integration (001 §7 GET/PUT /forms/{id}/integrations): a signed webhook per stored lead. */
export interface Integration {
  id: string
  name: string
  type: 'webhook'
  endpoint: string
  /** The HMAC-SHA256 key of the X-Signature header. */
  secret: string
  /** Only active integrations get a delivery job. */
  active: boolean
}
