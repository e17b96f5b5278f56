import type { BlockProps } from '../../block-props.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'
import { QuoteMark } from '../quote-slider/quote-mark.js'

/** Quote (001 §3): one quote with its author, the author's position and photo; the quote slider's mark. */
export function Quote({ block, attributes: a }: BlockProps<'quote'>) {
  const shows = fieldVisibility(a.hidden_fields)
  if (!a.quote) return null
  const author = shows('author') ? a.author : undefined
  const position = shows('author_position') ? a.author_position : undefined
  const photo = shows('image') ? a.image : undefined
  return (
    <BlockFrame blockId={block.id} attributes={a} className="quote">
      <figure className="quote__figure">
        <QuoteMark />
        <blockquote className="quote__text">
          <p>{a.quote}</p>
        </blockquote>
        {author || position || photo ? (
          <figcaption className="quote__source">
            {photo ? (
              <ResponsiveImage
                image={photo}
                sizes="72px"
                width={200}
                height={200}
                max={415}
                className="quote__photo"
              />
            ) : null}
            <span className="quote__who">
              {author ? <span className="quote__author">{author}</span> : null}
              {position ? <span className="quote__position">{position}</span> : null}
            </span>
          </figcaption>
        ) : null}
      </figure>
    </BlockFrame>
  )
}
