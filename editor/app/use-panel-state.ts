import { useCallback, useState } from 'react'
import { clampToBounds, type PanelBounds } from './panel-bounds.js'

export interface PanelState {
  size: number
  collapsed: boolean
}

const PREFIX = 'editor.panel.'

function read(key: string, fallback: PanelState, bounds: PanelBounds): PanelState {
  try {
    const stored = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as Partial<PanelState> | null
    if (!stored || typeof stored !== 'object') return fallback
    return {
      size: typeof stored.size === 'number' ? clampToBounds(stored.size, bounds) : fallback.size,
      collapsed: stored.collapsed === true,
    }
  } catch {
    // No storage (private mode, a test DOM) or a value from elsewhere: start from the default.
    return fallback
  }
}

/**
 * A side panel's size and whether it is collapsed, remembered in localStorage (per browser, for every page
 * the editor opens), so the editor comes back laid out as it was left.
 */
export function usePanelState(
  key: string,
  defaultSize: number,
  bounds: PanelBounds,
): [PanelState, (change: Partial<PanelState>) => void] {
  const [state, setState] = useState<PanelState>(() =>
    read(key, { size: defaultSize, collapsed: false }, bounds),
  )
  const update = useCallback(
    (change: Partial<PanelState>) =>
      setState((previous) => {
        const next = { ...previous, ...change }
        try {
          localStorage.setItem(PREFIX + key, JSON.stringify(next))
        } catch {
          // Not remembered, still applied.
        }
        return next
      }),
    [key],
  )
  return [state, update]
}
