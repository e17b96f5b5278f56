import { HttpError } from '../http/http-error.js'

/**
 * The `version` a save of the navigation or footer started from (the one GET gave): 422 when it is missing or
 * is not a version string, so a save can never skip the check for someone else's change.
 */
export function treeSaveVersion(body: Record<string, unknown>): string {
  const version = body.version
  if (typeof version !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(version))
    throw new HttpError(422, 'validation_failed', 'The save names no version to start from', [
      { path: '/version', message: 'must be the version the edit started from' },
    ])
  return version
}
