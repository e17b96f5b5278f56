/** A model a finance calculator offers: its nameplate key, name, on-the-road price and what comes free. */
export interface FinanceModel {
  key: string
  name: string
  price: number
  image?: { id: string; alt?: string }
  /** Items included at no cost with the model (a service plan, insurance...); hidden by hide_free_items. */
  free_items: string[]
}
