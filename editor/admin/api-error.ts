/** One problem the API reported: a field of a lead, a JSON pointer of a definition, or a query parameter. */
export interface ApiErrorDetail {
  field?: string
  path?: string
  parameter?: string
  message: string
}

/** A refused call of the forms API: its status, its code and the per-field details, when it sent them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details: ApiErrorDetail[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}
