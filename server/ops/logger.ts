import { pino, type Logger } from 'pino'

/**
 * The server's one logger: JSON lines on standard output (pino), level from LOG_LEVEL (default info, silent under Vitest). Everything the server says about requests and
 * failures goes through here, so a log shipper can parse every line.
 */
export const logger: Logger = pino({
  // Test runs read their own logs (the app's `log` option); request lines would only bury their output.
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  base: { service: 'dealer-blocks' },
  timestamp: pino.stdTimeFunctions.isoTime,
})

/** The app's `log(message, error?)` callback, written to the logger (errors with their stack). */
export function logToLogger(message: string, error?: unknown): void {
  if (error === undefined || error === '') logger.warn(message)
  else logger.error({ err: error }, message)
}
