import { Alert } from '../ui/Alert.js'
import { ApiError } from './api-error.js'

/** A refused or failed call: its message and, for a 422, each detail with where it applies. */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return null
  const message = error instanceof Error ? error.message : String(error)
  const details = error instanceof ApiError ? error.details : []
  return (
    <Alert>
      <p>{message}</p>
      {details.length ? (
        <ul>
          {details.map((d, i) => (
            <li key={i}>
              {(d.field ?? d.path ?? d.parameter) ? <code>{d.field ?? d.path ?? d.parameter}</code> : null}{' '}
              {d.message}
            </li>
          ))}
        </ul>
      ) : null}
    </Alert>
  )
}
