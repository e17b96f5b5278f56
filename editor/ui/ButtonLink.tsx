import type { AnchorHTMLAttributes } from 'react'
import { buttonClass, type ButtonLook } from './button-class.js'
import './ui.css'

/**
 * A link that looks like a button: for actions that go somewhere (view live, preview). A link that opens a
 * new tab says so to screen readers.
 */
export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook & { href: string }) {
  return (
    <a className={buttonClass({ variant, size }, className)} {...rest}>
      {children}
      {rest.target === '_blank' ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
    </a>
  )
}
