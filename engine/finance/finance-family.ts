/**
 * The formula families every finance product is computed with (docs/decisions/037). A product variant
 * (HirePurchaseUK, PCPUK, MurabahaUAE...) is a named configuration of exactly one family.
 * - `hire_purchase`: an amortising loan, equal monthly payments (an annuity on the credit);
 * - `balloon`: an annuity that leaves a final payment (PCP, guaranteed future value, residual-value loans);
 * - `lease`: depreciation plus a finance charge (the money-factor method), the car's residual value returned;
 * - `flat_rate`: interest or profit on the whole credit for the whole term, split evenly (flat-rate hire
 *   purchase in Asia and the Gulf, Islamic murabaha).
 */
export const FINANCE_FAMILIES = ['hire_purchase', 'balloon', 'lease', 'flat_rate'] as const

export type FinanceFamily = (typeof FINANCE_FAMILIES)[number]
