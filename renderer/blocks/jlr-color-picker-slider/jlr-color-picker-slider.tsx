import { useEffect, useRef } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { uiText } from '../../html/ui-text.js'
import { useCarouselModel } from '../../storefront/carousel/use-carousel-model.js'
import { ShowcaseSection } from '../../storefront/showcase-section/ShowcaseSection.js'
import type { JlrColorPickerSliderAttributes } from '../../../templates/generated/types.js'
import { Swatches } from './swatches.js'

type Colour = NonNullable<JlrColorPickerSliderAttributes['colors']>[number]

/**
 * Colour picker slider: the car in one paint colour at a time. The carousel engine (useCarouselModel, fade
 * mode, no autoplay) holds the colour on show; its controls are the swatches, a radio group whose arrow keys
 * (mirrored right to left), Home and End move through the colours with focus following. Swipe on the image
 * works too. The colour's name and finish sit in the polite live region, so a change is announced.
 */
export function JlrColorPickerSlider({ block, attributes: a }: BlockProps<'jlr-color-picker-slider'>) {
  const t = uiText(useRenderContext().locale)
  const colours = a.colors ?? []
  const model = useCarouselModel({ count: colours.length })
  const swatches = useRef<HTMLDivElement>(null)
  const index = Math.min(model.index, Math.max(0, colours.length - 1))

  // Arrow keys on a swatch move the selection (rootProps); focus follows it, as in a radio group.
  useEffect(() => {
    const group = swatches.current
    if (group?.contains(document.activeElement))
      group.querySelector<HTMLElement>('[aria-checked="true"]')?.focus()
  }, [index])

  if (!colours.length) return null
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const viewportId = `${base}-colours`
  const headingId = a.heading ? `${base}-heading` : undefined
  const current = colours[index]!
  return (
    <ShowcaseSection
      tag="section"
      tone={a.slider_theme}
      className="color-picker carousel carousel--fade"
      heading={a.heading}
      headerTag={a.header_tag}
      headerSize={a.header_size}
      headingId={headingId}
      paragraph={a.paragraph}
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : t.paintColours}
      data-enhanced={model.hydrated ? '' : undefined}
      {...model.rootProps}
    >
      <div className="color-picker__viewport carousel__viewport" {...model.viewportProps}>
        <div id={viewportId} className="carousel__track">
          {colours.map((colour, i) => (
            <div
              key={i}
              className={classNames(
                'carousel__slide color-picker__slide',
                i === index && 'carousel__slide--visible',
              )}
              role="group"
              aria-roledescription="slide"
              aria-label={colour.name}
              inert={i !== index}
            >
              <ColourImage colour={colour} first={i === 0} />
            </div>
          ))}
        </div>
        <p className="color-picker__caption">
          <span className="color-picker__name">{current.name}</span>
          {current.finish ? <span className="color-picker__finish">{current.finish}</span> : null}
        </p>
      </div>
      <Swatches
        ref={swatches}
        colours={colours}
        selected={index}
        onPick={model.goTo}
        label={t.paintColours}
        controls={viewportId}
      />
      {a.disclaimer ? <p className="color-picker__disclaimer">{a.disclaimer}</p> : null}
      <ButtonGroup buttons={a.buttons} style={a.button_style} className="color-picker__buttons" />
    </ShowcaseSection>
  )
}

function ColourImage({ colour, first }: { colour: Colour; first: boolean }) {
  if (!colour.image)
    return <div className="color-picker__placeholder" style={{ background: colour.swatch }} />
  return (
    <ResponsiveImage
      image={colour.image}
      sizes="(min-width: 1280px) 1200px, 100vw"
      width={1600}
      height={900}
      eager={first}
      className="color-picker__image"
    />
  )
}
