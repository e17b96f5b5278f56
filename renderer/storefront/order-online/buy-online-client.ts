import { newIdempotencyKey } from '../../forms/idempotency-key.js'

/** An API error as docs/buy-online-api.md answers it: a code, a message and the fields it names. */
export interface ApiProblem {
  status: number
  code: string
  message: string
  fields: Record<string, string>
  details?: unknown
}

export type ApiAnswer<T> = { ok: true; status: number; data: T } | { ok: false; problem: ApiProblem }

/** Maps `details` ([{ field, message }] or { field: message }) to field → message, fields by their last name. */
function fieldsOf(details: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (Array.isArray(details))
    for (const d of details as { field?: unknown; message?: unknown }[])
      if (typeof d?.field === 'string' && typeof d.message === 'string')
        fields[d.field.split('.').pop() as string] = d.message
  return fields
}

/**
 * One call of the buy-online API from the browser. POST and PUT carry an Idempotency-Key, the same for
 * the call's one retry after a network failure, so a lost answer never makes a second order or payment.
 */
export async function buyOnline<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json'
    headers['Idempotency-Key'] = newIdempotencyKey('order')
  }
  const send = () =>
    fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  let res: Response
  try {
    res = await send().catch(send)
  } catch {
    return { ok: false, problem: { status: 0, code: 'network', message: '', fields: {} } }
  }
  const json = (await res.json().catch(() => null)) as {
    data?: { data?: T }
    error?: { code?: string; message?: string; details?: unknown }
  } | null
  if (res.ok) return { ok: true, status: res.status, data: json?.data?.data as T }
  return {
    ok: false,
    problem: {
      status: res.status,
      code: json?.error?.code ?? 'error',
      message: json?.error?.message ?? '',
      fields: fieldsOf(json?.error?.details),
      details: json?.error?.details,
    },
  }
}
