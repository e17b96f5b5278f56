import { useEffect, useState } from 'react'

/** Whether the device is touch-first (no hover, coarse pointer). False on the server and first render. */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false)
  useEffect(() => {
    setCoarse(window.matchMedia('(hover: none) and (pointer: coarse)').matches)
  }, [])
  return coarse
}
