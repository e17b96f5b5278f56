/** An amount rounded to the nearest cent, as an agreement states it. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100
}
