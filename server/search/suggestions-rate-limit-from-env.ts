import { SUGGESTIONS_RATE_LIMIT, type SuggestionsRateLimit } from './search-routes.js'

/**
 * SEARCH_SUGGESTIONS_RATE_LIMIT calls per client address per SEARCH_SUGGESTIONS_RATE_WINDOW_SECONDS
 * (default 120 per 60 s).
 */
export function suggestionsRateLimitFromEnv(env: NodeJS.ProcessEnv): SuggestionsRateLimit {
  const whole = (value: string | undefined, fallback: number) => {
    const n = Number(value)
    return value && Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : fallback
  }
  return {
    max: whole(env.SEARCH_SUGGESTIONS_RATE_LIMIT, SUGGESTIONS_RATE_LIMIT.max),
    windowSeconds: whole(env.SEARCH_SUGGESTIONS_RATE_WINDOW_SECONDS, SUGGESTIONS_RATE_LIMIT.windowSeconds),
  }
}
