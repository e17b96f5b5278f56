import type { Link } from '../../../templates/generated/types.js'
import { classNames } from '../../html/class-names.js'
import { Icon } from '../../html/icon.js'

/**
 * A download of the map update: a link once the terms are agreed, before that a greyed label that is not
 * a link (nothing to follow, nothing in the tab order); the terms note beside the checkbox says why.
 */
export function DownloadLink({
  link,
  label,
  enabled,
  secondary = false,
}: {
  link: Link | undefined
  label: string | undefined
  enabled: boolean
  secondary?: boolean
}) {
  if (!link) return null
  const className = classNames(
    'button',
    secondary ? 'button--secondary' : 'button--primary',
    'map-update__download',
  )
  const text = label || link.label || link.url
  if (!enabled)
    return (
      <span className={classNames(className, 'is-disabled')} aria-disabled="true">
        {text}
      </span>
    )
  return (
    <a
      href={link.url}
      className={className}
      download={link.link_type === 'file' ? '' : undefined}
      rel="noopener"
    >
      <Icon name="download" className="map-update__download-icon" />
      {text}
    </a>
  )
}
