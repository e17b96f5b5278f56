import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading } from '../../html/heading.js'
import { Icon } from '../../html/icon.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { uiText } from '../../html/ui-text.js'
import { Carousel } from '../../storefront/carousel/Carousel.js'

/** Buttons on show at once: two on phones, four from 768 px, six from 1024 px. */
const BUTTONS_PER_VIEW = [2, 4, 6] as const

/**
 * Icon button slider (002 lists the key only; fields in decision 053): shortcuts (an icon over a label, a
 * link each) on the carousel primitive's track. Without buttons it takes no space.
 */
export function IconButtonSlider({ block, attributes: a }: BlockProps<'icon-button-slider'>) {
  const t = uiText(useRenderContext().locale)
  const buttons = (a.groups ?? []).filter((b) => b.label && b.link?.url)
  if (!buttons.length) return null
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const headingId = `${base}-heading`
  return (
    <div className={`icon-button-slider tone-${a.slider_theme ?? 'light'}`}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="s" className="icon-button-slider__heading">
            <span id={headingId}>{a.heading}</span>
          </Heading>
        ) : null}
        <Carousel
          id={`${base}-buttons`}
          mode="track"
          perView={BUTTONS_PER_VIEW}
          count={buttons.length}
          view={a.carousel_view_options ?? 'arrows-and-dots'}
          labelledBy={a.heading ? headingId : undefined}
          label={t.shortcuts}
          renderSlide={(i) => {
            const button = buttons[i]!
            return (
              <LinkAnchor link={button.link} className="icon-button-slider__button">
                <Icon name={button.icon} className="icon-button-slider__icon" />
                <span className="icon-button-slider__label">{button.label}</span>
              </LinkAnchor>
            )
          }}
        />
      </div>
    </div>
  )
}
