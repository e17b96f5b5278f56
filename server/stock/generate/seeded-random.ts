/** A deterministic pseudo-random source: the same seed gives the same sequence on every machine. */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** True with probability `p`. */
  chance(p: number): boolean
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** `count` distinct items in a stable random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** Mulberry32: small, fast and good enough for demo data; never for anything secret. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0 || 0x9e3779b9
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    chance: (p) => next() < p,
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [value, weight] of entries) {
        roll -= weight
        if (roll < 0) return value
      }
      return (entries[entries.length - 1] as readonly [(typeof entries)[number][0], number])[0]
    },
    sample: (items, count) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]]
      }
      return copy.slice(0, count)
    },
  }
}
