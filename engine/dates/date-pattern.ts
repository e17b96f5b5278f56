/**
 * The date patterns a block may show and accept (002 §3 rent-a-car "date format"): day, month and year in
 * the market's order. Digits only, so a typed date reads the same in every language.
 */
export const DATE_PATTERNS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const
export type DatePattern = (typeof DATE_PATTERNS)[number]
