/** An amount kept within a controller's min and max, as a whole number (an unusable value gives min). */
export function clampAmount(value: number, controller: { min?: number; max: number }): number {
  const min = Math.max(0, controller.min ?? 0)
  const max = Math.max(min, controller.max)
  return Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)))
}
