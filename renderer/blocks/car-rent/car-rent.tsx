import { useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading } from '../../html/heading.js'
import { subheadingTag } from '../../html/subheading-tag.js'
import { Icon } from '../../html/icon.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { uiText } from '../../html/ui-text.js'
import { Modal } from '../../layout/Modal.js'
import { CarCard } from './car-card.js'
import { carEquipment } from './car-equipment.js'
import { carFeatures } from './car-features.js'

/**
 * Car rent (002 §3, up to 20 cars): a card per car with its image, name, price line, up to eight features
 * with icons and a button; a car with additional equipment (up to five, with title, description and image)
 * gets a second button that lists them in a modal.
 */
export function CarRent({ block, attributes: a }: BlockProps<'car-rent'>) {
  const t = uiText(useRenderContext().locale)
  const cars = a.groups ?? []
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState(0)
  if (!cars.length) return null
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const headingId = `${base}-heading`
  const current = cars[shown]
  const equipmentLabel = a.equipment_button_label || 'Additional equipment'
  return (
    <section className="car-rent" aria-labelledby={a.heading ? headingId : undefined}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" id={headingId} className="car-rent__heading">
            {a.heading}
          </Heading>
        ) : null}
        <RichText html={a.paragraph} className="car-rent__text" />
        <ul className="car-rent__cars">
          {cars.map((car, i) => {
            const features = carFeatures(car)
            const titleId = `${base}-car-${i}`
            return (
              <li key={i} className="car-rent__car" aria-labelledby={titleId}>
                <CarCard
                  image={car.image}
                  title={car.title}
                  titleId={titleId}
                  titleTag={subheadingTag(a.header_tag)}
                >
                  {car.subtitle ? <p className="car-rent__subtitle">{car.subtitle}</p> : null}
                  {features.length ? (
                    <ul className="car-rent__features">
                      {features.map((feature, f) => (
                        <li key={f}>
                          {feature.icon ? <Icon name={feature.icon} /> : null}
                          <span>{feature.text}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {car.price_text ? <p className="car-rent__price">{car.price_text}</p> : null}
                  <div className="car-rent__actions">
                    {car.button ? <LinkAnchor link={car.button} className="button button--primary" /> : null}
                    {carEquipment(car).length ? (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-haspopup="dialog"
                        aria-describedby={titleId}
                        onClick={() => {
                          setShown(i)
                          setOpen(true)
                        }}
                      >
                        {equipmentLabel}
                      </button>
                    ) : null}
                  </div>
                </CarCard>
              </li>
            )
          })}
        </ul>
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          label={current ? `${equipmentLabel}: ${current.title}` : equipmentLabel}
          closeLabel={t.close}
          className="car-rent__modal"
        >
          <h2 className="heading--m car-rent__modal-title">{current?.title}</h2>
          <p className="car-rent__modal-intro">{equipmentLabel}</p>
          <ul className="car-rent__equipment">
            {(current ? carEquipment(current) : []).map((item, e) => (
              <li key={e} className={item.image ? undefined : 'car-rent__equipment-item--text'}>
                {item.image ? (
                  <ResponsiveImage
                    image={item.image}
                    sizes="160px"
                    width={640}
                    height={360}
                    max={640}
                    className="car-rent__equipment-image"
                  />
                ) : null}
                <div>
                  <h3 className="car-rent__equipment-title">{item.title}</h3>
                  {item.description ? <p className="car-rent__equipment-text">{item.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </Modal>
      </div>
    </section>
  )
}
