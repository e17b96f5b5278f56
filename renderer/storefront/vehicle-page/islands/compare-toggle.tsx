import { useEffect, useState } from 'react'
import { COMPARE_KEY } from '../../../../engine/storefront/saved-vehicle.js'
import { toggleCompared } from '../../../../engine/storefront/toggle-compared.js'

export interface CompareToggleProps {
  id: string
  labels: { compare: string; comparing: string }
}

function readCompared(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(COMPARE_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/**
 * Add the vehicle to the compare list or take it off (island "storefront:vehicle-page/compare-toggle"):
 * the list of ids lives in session storage under "models" (000 §3).
 */
export default function CompareToggle({ id, labels }: CompareToggleProps) {
  // Drawn off on the server and at hydration; the stored state arrives in the effect.
  const [on, setOn] = useState(false)
  useEffect(() => setOn(readCompared().includes(id)), [id])
  const onClick = () => {
    const next = toggleCompared(readCompared(), id)
    try {
      window.sessionStorage.setItem(COMPARE_KEY, JSON.stringify(next))
    } catch {
      // No session storage: the toggle still shows the choice for this page view.
    }
    setOn(next.includes(id))
  }
  return (
    <label className={`vehicle-toggle vehicle-toggle--compare${on ? ' is-on' : ''}`}>
      <input type="checkbox" checked={on} onChange={onClick} />
      <span>{on ? labels.comparing : labels.compare}</span>
    </label>
  )
}
