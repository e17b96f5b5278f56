import type { Link } from '../../templates/generated/types.js'
import { classNames } from './class-names.js'
import { LinkAnchor } from './link-anchor.js'

/** The buttons field: up to four links styled as buttons (button_style), wrapping on small screens. */
export function ButtonGroup({
  buttons,
  style = 'primary',
  className,
}: {
  buttons: readonly Link[] | undefined
  style?: 'primary' | 'secondary'
  className?: string
}) {
  if (!buttons?.length) return null
  return (
    <div className={classNames('button-group', className)}>
      {buttons.map((link, i) => (
        <LinkAnchor key={`${link.url}-${i}`} link={link} className={`button button--${style}`} />
      ))}
    </div>
  )
}
