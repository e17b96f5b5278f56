import type { JlrSubscriptionQuizAttributes } from '../../../templates/generated/types.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { QuizLinks } from '../../storefront/quiz/QuizLinks.js'
import { headingBelow } from '../../storefront/quiz/heading-below.js'

type Product = JlrSubscriptionQuizAttributes['products'][number]

/**
 * A product panel of the subscription quiz's result (the main or the alternative one): its label ("Our
 * recommendation"), image, name, price, description, what is included, and links.
 */
export function SubscriptionProductView({
  id,
  tag,
  product: p,
  label,
  featuresLabel,
  hidden,
}: {
  id: string
  /** The result view's heading level: the product's name sits under it. */
  tag: HeadingTag | undefined
  product: Product
  label: string
  featuresLabel: string
  hidden: boolean
}) {
  const sub = headingBelow(tag)
  return (
    <article className="quiz-product" data-product={p.key} hidden={hidden} aria-labelledby={`${id}-name`}>
      {p.image ? (
        <ResponsiveImage
          image={p.image}
          sizes="(min-width: 1024px) 40vw, 100vw"
          width={1024}
          height={576}
          className="quiz-product__image"
        />
      ) : null}
      <div className="quiz-product__body">
        <p className="quiz__eyebrow">{label}</p>
        <Heading tag={sub} size="m" id={`${id}-name`} className="quiz-product__name">
          {p.name}
        </Heading>
        {p.price ? <p className="quiz-product__price">{p.price}</p> : null}
        <RichText html={p.description} className="quiz-product__description" />
        {p.features ? (
          <div className="quiz-product__features">
            <Heading tag={headingBelow(sub)} size="xs">
              {featuresLabel}
            </Heading>
            <RichText html={p.features} />
          </div>
        ) : null}
        <QuizLinks primary={p.primary_link} secondary={p.secondary_link} className="quiz__links" />
      </div>
    </article>
  )
}
