import type { ButtonHTMLAttributes, ReactNode } from 'react'

/**
 * A full-width bordered button that opens a dialog to choose from (a tab on phones, a software update): its
 * text at the start, an icon (`icon`) at the end.
 */
export function ChoiceButton({
  icon,
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: ReactNode; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className ? `choice-button ${className}` : 'choice-button'}
      {...rest}
    >
      {children}
      {icon}
    </button>
  )
}
