/**
 * The postcode search of a stock locator (000 §3 "Postcode search data"), kept in the page query as
 * `_retailer`, `_state`, `_postcode` and `_locality`. Absent fields are not searched.
 */
export interface PostcodeSearch {
  retailer?: string
  state?: string
  postcode?: string
  locality?: string
}
