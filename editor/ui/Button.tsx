import type { ButtonHTMLAttributes } from 'react'
import { buttonClass, type ButtonLook } from './button-class.js'
import './ui.css'

/** The design system's button: `type="button"` unless told otherwise, in one of the looks. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />
}
