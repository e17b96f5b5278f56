import type { FooterItem } from '../../engine/rules/footer-types.js'
import { LayoutIcon } from './LayoutIcon.js'

/**
 * One sanitised footer item (000 §3) in its tag (div or span): a link or social icon link, an image (a link
 * when it has a url), text when it has no url, or a wrapper of other items. New-tab links get
 * noopener noreferrer.
 */
export function FooterItemView({ item }: { item: FooterItem }) {
  const Tag = item.tag
  const className = ['footer-item', `footer-item--${item.type}`, item.class].filter(Boolean).join(' ')
  if (item.type === 'wrapper')
    return (
      <Tag className={className} id={item.id}>
        {(item.items ?? []).map((child, i) => (
          <FooterItemView key={child.id ?? i} item={child} />
        ))}
      </Tag>
    )
  const iconOnly = item.type === 'social' && !!item.icon
  const inner = item.image ? (
    <img
      className="footer-item__image"
      src={item.image.src}
      alt={item.image.alt}
      width={item.image.width}
      height={item.image.height}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <>
      {item.icon ? <LayoutIcon name={item.icon} size={iconOnly ? 22 : 18} /> : null}
      <span className={iconOnly ? 'visually-hidden' : 'footer-item__label'}>{item.label}</span>
    </>
  )
  return (
    <Tag className={className} id={item.id}>
      {item.url ? (
        <a
          className="footer-item__link"
          href={item.url}
          target={item.target === '_blank' ? '_blank' : undefined}
          rel={relFor(item)}
          aria-label={item.aria_label}
        >
          {inner}
        </a>
      ) : (
        inner
      )}
    </Tag>
  )
}

function relFor(item: FooterItem): string | undefined {
  const rel = new Set((item.rel ?? '').split(/\s+/).filter(Boolean))
  if (item.target === '_blank') {
    rel.add('noopener')
    rel.add('noreferrer')
  }
  return rel.size ? [...rel].join(' ') : undefined
}
