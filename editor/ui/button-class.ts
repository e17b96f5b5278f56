/** How a button (or a link that looks like one) looks: its weight and its size. */
export interface ButtonLook {
  /** primary: the screen's main action; danger: deletes (danger-solid in a confirmation); ghost: quiet. */
  variant?: 'secondary' | 'primary' | 'danger' | 'danger-solid' | 'ghost'
  size?: 'normal' | 'small'
}

/** The class names of a button look, with any extra class. */
export function buttonClass({ variant = 'secondary', size = 'normal' }: ButtonLook, extra?: string): string {
  return [
    'ui-button',
    variant === 'secondary' ? '' : `ui-button--${variant}`,
    size === 'small' ? 'ui-button--small' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ')
}
