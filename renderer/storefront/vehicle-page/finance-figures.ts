/** The mini finance calculator's latest figures for a vehicle. */
export interface FinanceFigures {
  vehicleId: string
  deposit_percent: number
  duration_years: number
  monthly_payment: number
}

// Shared by the calculator and the save button (islands of one page share this module's chunk), so a
// vehicle saved later still gets the figures the calculator showed, whichever island hydrated first.
const latest = new Map<string, FinanceFigures>()

/** Kept by the finance calculator whenever its figures change. */
export function rememberFinance(figures: FinanceFigures): void {
  latest.set(figures.vehicleId, figures)
}

/** The figures the calculator last showed for a vehicle, if it has. */
export function financeFor(vehicleId: string): FinanceFigures | undefined {
  return latest.get(vehicleId)
}
