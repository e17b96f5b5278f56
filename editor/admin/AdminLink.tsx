import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { navigate } from './use-admin-route.js'

/** A link between /admin screens: a real href (new tab, copy link work), followed in place on a plain click. */
export function AdminLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event)
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return
        event.preventDefault()
        navigate(href)
      }}
      {...rest}
    />
  )
}
