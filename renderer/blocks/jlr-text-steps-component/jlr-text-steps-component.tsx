import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ButtonGroup } from '../../html/button-group.js'
import { Heading } from '../../html/heading.js'
import { subHeadingTag } from '../../html/sub-heading-tag.js'
import { Icon } from '../../html/icon.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { uiText } from '../../html/ui-text.js'

/** Text steps: an introduction and numbered steps of a process, with optional icons or images. */
export function JlrTextStepsComponent({ attributes: a }: BlockProps<'jlr-text-steps-component'>) {
  const t = uiText(useRenderContext().locale)
  const steps = a.steps ?? []
  const columns = Math.min(Math.max(steps.length, 1), 4)
  return (
    <section className="text-steps">
      <div className="container">
        {a.heading || a.paragraph ? (
          <div className="text-steps__intro">
            {a.heading ? (
              <Heading tag={a.header_tag} size="l" className="text-steps__heading">
                {a.heading}
              </Heading>
            ) : null}
            <RichText html={a.paragraph} className="text-steps__paragraph" />
          </div>
        ) : null}
        {steps.length ? (
          <ol className={`text-steps__list text-steps__list--columns-${columns}`}>
            {steps.map((step, i) => (
              <li key={i} className="text-steps__step">
                <div className="text-steps__marker" aria-hidden="true">
                  {step.icon ? (
                    <Icon name={step.icon} className="text-steps__icon" />
                  ) : (
                    <span className="text-steps__number">{String(i + 1).padStart(2, '0')}</span>
                  )}
                </div>
                <div className="text-steps__body">
                  <p className="text-steps__eyebrow">{t.step(i + 1)}</p>
                  <Heading tag={subHeadingTag(a.header_tag)} size="s" className="text-steps__title">
                    {step.step_title}
                  </Heading>
                  <RichText html={step.text} className="text-steps__text" />
                  {/* After the text, so that the markers and titles of all steps line up. */}
                  {step.image ? (
                    <div className="text-steps__media">
                      <ResponsiveImage
                        image={step.image}
                        sizes="(min-width: 1024px) 25vw, 100vw"
                        width={1024}
                        height={576}
                        max={1024}
                        className="text-steps__image"
                      />
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        ) : null}
        <ButtonGroup buttons={a.buttons} style={a.button_style} className="text-steps__buttons" />
      </div>
    </section>
  )
}
