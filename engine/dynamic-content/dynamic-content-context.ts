/** An offer of the offers list (mena.offers_api_url): its properties, compared by name. */
export type DynamicOffer = Record<string, unknown>

/**
 * The outside lists the checks read (001 §7). `null` or absent means no data: the list was not loaded,
 * its setting is missing, or the call failed (001 §8 treats a failure as no data).
 */
export interface DynamicLists {
  /** The model names of the mena_external_sl list (the keys of the objects it answers). */
  menaExternalSl?: readonly string[] | null
  /** The offers; an empty array is a loaded list with no offer. */
  menaOffers?: readonly DynamicOffer[] | null
  /** The reffine lists by list uuid. */
  reffine?: Readonly<Record<string, readonly unknown[]>> | null
}

/** What a dynamic-content check knows about the request. */
export interface DynamicContentContext {
  /** The URL path of the page ("/ar/range-rover/offers"). */
  path: string
  /** The site's brand as stored ("Land Rover", "Jaguar"). */
  siteBrand: string
  lists: DynamicLists
  /** Where problems are reported (invalid JSON in a value); they never fail the check. */
  log?: (message: string) => void
}

/** The outcome of one check: whether the guarded content shows, and why, in an editor's words. */
export interface StrategyCheck {
  pass: boolean
  reason: string
}
