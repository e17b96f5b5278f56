import { useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { Heading } from '../../html/heading.js'
import { subHeadingTag } from '../../html/sub-heading-tag.js'
import { ControlIcon } from '../../html/icon-svg.js'
import { Icon } from '../../html/icon.js'
import { RichText } from '../../html/rich-text.js'

/**
 * Accordions: a heading and collapsible items (a heading with a button, aria-expanded, and its region),
 * with one button that opens all or closes all. Items marked is_open start open.
 */
export function JlrAccordions({ block, attributes: a }: BlockProps<'jlr-accordions'>) {
  const items = a.items ?? []
  const [open, setOpen] = useState<boolean[]>(() => items.map((item) => item.is_open ?? false))
  if (!items.length) return null
  const base = block.id.replace(/[^A-Za-z0-9_-]/g, '-')
  const allOpen = items.every((_, i) => open[i])
  const itemTag = a.heading ? subHeadingTag(a.header_tag) : (a.header_tag ?? 'H3')
  const showToggle = (a.has_open_all ?? true) && items.length > 1
  return (
    <section className="accordions">
      <div className="container">
        {a.heading || showToggle ? (
          <div className="accordions__header">
            {a.heading ? (
              <Heading tag={a.header_tag} size={a.header_size ?? 'm'} className="accordions__heading">
                <Icon name={a.header_icon} className="accordions__heading-icon" />
                <span>{a.heading}</span>
              </Heading>
            ) : null}
            {showToggle ? (
              <button
                type="button"
                className="accordions__toggle-all"
                aria-controls={items.map((_, i) => `${base}-panel-${i}`).join(' ')}
                onClick={() => setOpen(items.map(() => !allOpen))}
              >
                <ControlIcon name={allOpen ? 'minus' : 'plus'} />
                <span>{allOpen ? a.close_all_label || 'Close all' : a.open_all_label || 'Open all'}</span>
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="accordions__items">
          {items.map((item, i) => {
            const isOpen = open[i] ?? false
            const buttonId = `${base}-button-${i}`
            const panelId = `${base}-panel-${i}`
            return (
              <div
                key={i}
                className={isOpen ? 'accordions__item accordions__item--open' : 'accordions__item'}
              >
                <Heading tag={itemTag} className="accordions__item-heading">
                  <button
                    type="button"
                    id={buttonId}
                    className="accordions__button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() =>
                      setOpen((prev) => items.map((_, j) => (j === i ? !isOpen : (prev[j] ?? false))))
                    }
                  >
                    <span className="accordions__title">{item.title}</span>
                    <span className="accordions__marker" aria-hidden="true" />
                  </button>
                </Heading>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!isOpen}
                  className="accordions__panel"
                >
                  <RichText html={item.content} className="accordions__content" />
                </div>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
