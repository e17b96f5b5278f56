import type { ReactNode } from 'react'
import '../ui/ui.css'

/** One line of a PairsTable: what the value is, and the value. */
export interface Pair {
  key: string
  name: ReactNode
  value: ReactNode
  /** dir="auto" on the value: text a visitor typed, in any script. */
  auto?: boolean
}

/** A record's values as name and value rows (an order, a lead's attributes): row headers, one table. */
export function PairsTable({ label, pairs }: { label: string; pairs: Pair[] }) {
  return (
    <table className="admin-table admin-table--pairs" aria-label={label}>
      <tbody>
        {pairs.map((pair) => (
          <tr key={pair.key}>
            <th scope="row">{pair.name}</th>
            <td dir={pair.auto ? 'auto' : undefined}>{pair.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
