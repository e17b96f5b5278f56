import { Icon } from '../../html/icon.js'
import { classNames } from '../../html/class-names.js'

/** A figure as the key details and electrifying power blocks hold it: a number, its unit, a label, an icon. */
export interface KeyFigure {
  value: string
  unit?: string
  label?: string
  icon?: string
}

/**
 * A list of key figures, each its number and unit then its label (read in that order, as shown), the number
 * kept apart from the right-to-left text around it (<bdi>) so "0-80%" reads as typed in Arabic pages too.
 */
export function KeyFigureList({ figures, className }: { figures: readonly KeyFigure[]; className?: string }) {
  if (!figures.length) return null
  return (
    <ul className={classNames('key-figures', className)}>
      {figures.map((figure, i) => (
        <li key={i} className="key-figures__item">
          {figure.icon ? <Icon name={figure.icon} className="key-figures__icon" /> : null}
          <p className="key-figures__figure">
            <bdi className="key-figures__value">{figure.value}</bdi>
            {figure.unit ? <span className="key-figures__unit">{figure.unit}</span> : null}
          </p>
          {figure.label ? <p className="key-figures__label">{figure.label}</p> : null}
        </li>
      ))}
    </ul>
  )
}
