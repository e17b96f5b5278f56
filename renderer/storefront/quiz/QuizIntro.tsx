import type { Image } from '../../../templates/generated/types.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'

/** A quiz's first view: its heading, text and image, and the button that starts it. */
export function QuizIntro({
  titleId,
  tag,
  heading,
  paragraph,
  image,
  startLabel,
  hidden,
  onStart,
}: {
  titleId: string
  tag: HeadingTag | undefined
  heading: string | undefined
  paragraph: string | undefined
  image: Image | undefined
  startLabel: string
  hidden: boolean
  onStart: () => void
}) {
  return (
    <div className="quiz__view quiz-intro" hidden={hidden}>
      <div className="quiz-intro__text">
        {heading ? (
          <Heading tag={tag} size="l" id={titleId} className="quiz__title" focusable>
            {heading}
          </Heading>
        ) : null}
        <RichText html={paragraph} className="quiz-intro__paragraph" />
        <button type="button" className="button button--primary quiz-intro__start" onClick={onStart}>
          {startLabel}
        </button>
      </div>
      {image ? (
        <ResponsiveImage
          image={image}
          sizes="(min-width: 1024px) 40vw, 100vw"
          width={1024}
          height={576}
          className="quiz-intro__image"
        />
      ) : null}
    </div>
  )
}
