/** Path segments under /forms that are calls, not forms (docs/forms-api.md). */
export const RESERVED_FORM_IDS = new Set(['locations', 'settings', 'integrations', 'orders', 'import'])
