import type { ReactNode } from 'react'
import type { Image } from '../../../templates/generated/types.js'
import { classNames } from '../../html/class-names.js'
import { ResponsiveImage } from '../../html/responsive-image.js'

/**
 * A rental car's card: its image over its name and whatever the block adds (features, prices, buttons).
 * Shared by car rent's fleet and rent a car's cars; compact, it is the chosen car's line in the booking.
 */
export function CarCard({
  image,
  title,
  titleId,
  titleTag = 'h3',
  compact = false,
  children,
}: {
  image?: Image
  title: string
  titleId?: string
  /** The title's element: one level under the block's heading; a paragraph inside the booking overlay. */
  titleTag?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p'
  compact?: boolean
  children?: ReactNode
}) {
  const Title = titleTag
  return (
    <div className={classNames('car-card', compact && 'car-card--compact')}>
      {image ? (
        <ResponsiveImage
          image={image}
          sizes={compact ? '160px' : '(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw'}
          width={1024}
          height={576}
          max={1024}
          className="car-card__image"
        />
      ) : null}
      <div className="car-card__body">
        <Title className="car-card__title heading--s" id={titleId}>
          {title}
        </Title>
        {children}
      </div>
    </div>
  )
}
