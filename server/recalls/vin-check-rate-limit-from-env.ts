import { VIN_CHECK_RATE_LIMIT, type VinCheckRateLimit } from './vin-check-routes.js'

/** VIN_CHECK_RATE_LIMIT checks per client address per VIN_CHECK_RATE_WINDOW_SECONDS (default 10 per 60 s). */
export function vinCheckRateLimitFromEnv(env: NodeJS.ProcessEnv): VinCheckRateLimit {
  const whole = (value: string | undefined, fallback: number) => {
    const n = Number(value)
    return value && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : fallback
  }
  return {
    max: whole(env.VIN_CHECK_RATE_LIMIT, VIN_CHECK_RATE_LIMIT.max),
    windowSeconds: whole(env.VIN_CHECK_RATE_WINDOW_SECONDS, VIN_CHECK_RATE_LIMIT.windowSeconds),
  }
}
