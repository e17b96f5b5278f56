/** The settings that say where the dynamic-content lists come from (001 §7, 000 §7). */
export const DYNAMIC_LIST_SETTINGS = {
  /** The URL of the mena_external_sl list (the spec calls it the setting's api_key). */
  menaExternalSl: 'mena_external_sl.api_key',
  /** The URL of the offers list. */
  menaOffers: 'mena.offers_api_url',
  /** The reffine API's base URL; the lists are read from {base}/public_api/dynamic_content/{uuids}. */
  reffineBaseUrl: 'reffine.api_base_url',
  /** The reffine list uuids to read: a JSON array or a comma-separated list. */
  reffineLists: 'reffine.lists_to_check',
} as const
