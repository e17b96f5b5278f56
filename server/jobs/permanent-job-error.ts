/** A failure no retry can fix (the integration was removed, the lead is gone): the job fails at once. */
export class PermanentJobError extends Error {
  override readonly name = 'PermanentJobError'
}
