import { HttpError } from '../http/http-error.js'

/**
 * The sort of a list or export, `created_at` (oldest first) or `-created_at` (newest first, the default):
 * answers whether it is newest first; 400 naming `sort` otherwise.
 */
export function sortParam(value: unknown): boolean {
  if (value === undefined || value === '' || value === '-created_at') return true
  if (value === 'created_at') return false
  throw new HttpError(400, 'bad_request', 'sort must be created_at or -created_at', [
    { parameter: 'sort', message: 'must be created_at or -created_at' },
  ])
}
