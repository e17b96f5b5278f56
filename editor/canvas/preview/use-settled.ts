import { useEffect, useState } from 'react'

/**
 * A value once it has stopped changing for `delayMs`: the first value at once, each later one after a
 * pause in its changes (typing in a field asks the server once per pause, not once per keystroke).
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
