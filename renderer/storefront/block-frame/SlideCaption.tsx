import type { Link } from '../../../templates/generated/types.js'
import { classNames } from '../../html/class-names.js'
import { LinkAnchor } from '../../html/link-anchor.js'

/** A carousel slide's title, text and link, each unless hidden_fields hides it (`<group>.title`...). */
export function SlideCaption({
  slide,
  group,
  shows,
  className,
}: {
  slide: { title?: string; description?: string; link?: Link }
  /** The slides' group key, for hidden_fields. */
  group: string
  shows: (field: string) => boolean
  className?: string
}) {
  const title = shows(`${group}.title`) ? slide.title : undefined
  const text = shows(`${group}.description`) ? slide.description : undefined
  const link = shows(`${group}.link`) ? slide.link : undefined
  if (!title && !text && !link) return null
  return (
    <div className={classNames('slide-caption', className)}>
      {title ? <h3 className="slide-caption__title">{title}</h3> : null}
      {text ? <p className="slide-caption__text">{text}</p> : null}
      {link ? <LinkAnchor link={link} className="slide-caption__more" /> : null}
    </div>
  )
}
