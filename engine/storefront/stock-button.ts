/** A stock button definition (000 §3). `button_type` "primary" marks the main call to action. */
export interface StockButton {
  id: string
  label: string
  button_type: string
  /** The URL (or URL template with `{id}`, `{list}`) the button goes to. */
  target: string
  target_type: string
  target_action: string
}
