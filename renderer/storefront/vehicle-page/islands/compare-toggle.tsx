import { COMPARE_MAX } from '../../../../engine/storefront/saved-vehicle.js'
import { toggleCompare } from '../../compare/compare-store.js'
import { useCompared } from '../../compare/use-compared.js'

export interface CompareToggleProps {
  id: string
  labels: { compare: string; comparing: string; compareFull: string }
}

/**
 * Add the vehicle to the compare list or take it off (island "storefront:vehicle-page/compare-toggle"):
 * the list of ids lives in session storage under "models" (000 §3) and holds at most COMPARE_MAX
 * vehicles; with a full list the toggle of another vehicle is disabled and says why.
 */
export default function CompareToggle({ id, labels }: CompareToggleProps) {
  // Off on the server and at hydration (useCompared answers [] there); the stored list arrives after.
  const compared = useCompared()
  const on = compared.includes(id)
  const full = !on && compared.length >= COMPARE_MAX
  return (
    <label
      className={`vehicle-toggle vehicle-toggle--compare${on ? ' is-on' : ''}${full ? ' is-disabled' : ''}`}
    >
      <input type="checkbox" checked={on} disabled={full} onChange={() => toggleCompare(id)} />
      <span>{on ? labels.comparing : full ? labels.compareFull : labels.compare}</span>
    </label>
  )
}
