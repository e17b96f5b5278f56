import { useCallback, useEffect, useState } from 'react'

/** The template key of /cms/blocks/<key>, or null for /cms/blocks. */
export function blockKeyFromPath(pathname: string): string | null {
  const match = /^\/cms\/blocks\/([^/]+)\/?$/.exec(pathname)
  return match ? decodeURIComponent(match[1] as string) : null
}

export function isBlocksPath(pathname: string): boolean {
  return /^\/cms\/blocks(?:\/|$)/.test(pathname)
}

/**
 * The Blocks screen's chosen template, kept in the URL (/cms/blocks/<key>) without reloading the page; Back
 * and Forward move between the templates looked at.
 */
export function useBlocksRoute(): [string | null, (key: string) => void] {
  const [key, setKey] = useState(() => blockKeyFromPath(window.location.pathname))
  useEffect(() => {
    const onPop = () => setKey(blockKeyFromPath(window.location.pathname))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const open = useCallback((next: string) => {
    window.history.pushState(null, '', `/cms/blocks/${encodeURIComponent(next)}`)
    setKey(next)
  }, [])
  return [key, open]
}
