/** A nameplate of the site's model catalogue, as a finance calculator reads it. */
export interface CatalogueNameplate {
  /** The nameplate key ("defender-110"). */
  id: string
  name: string
  /** The entry price, in the site's currency; null when the catalogue has none. */
  price_from: number | null
  image_id: string | null
}
