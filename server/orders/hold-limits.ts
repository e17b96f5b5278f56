/**
 * How much of the stock one client may hold (decision 064): `perClient` live holds at once, counted by the
 * holder token and by the client's address, and `maxHoldMs` of holding one vehicle, renewals ("More time")
 * and quick re-takes included. A hold that used its time is free for others for one hold period (the lock's
 * time to live) before the same client may take that vehicle again.
 */
export interface HoldLimits {
  perClient: number
  maxHoldMs: number
}

export const HOLD_LIMIT_DEFAULTS: HoldLimits = { perClient: 2, maxHoldMs: 45 * 60_000 }

/** A positive whole number from the environment, else `fallback`; anything else stops the start. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name]?.trim()
  if (!text) return fallback
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`[config] ${name} must be a whole number of 1 or more, not "${text}"`)
  return Number(text)
}

/** ORDER_HOLDS_PER_CLIENT (default 2) and ORDER_HOLD_MAX_MINUTES (default 45), as README "Reserving online" says. */
export function holdLimitsFromEnv(env: NodeJS.ProcessEnv): HoldLimits {
  return {
    perClient: positive(env, 'ORDER_HOLDS_PER_CLIENT', HOLD_LIMIT_DEFAULTS.perClient),
    maxHoldMs: positive(env, 'ORDER_HOLD_MAX_MINUTES', HOLD_LIMIT_DEFAULTS.maxHoldMs / 60_000) * 60_000,
  }
}
