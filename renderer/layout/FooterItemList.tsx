import type { FooterItem } from '../../engine/rules/footer-types.js'
import { FooterItemView } from './FooterItemView.js'

/** Footer items as a list (a list of links is announced with its length). */
export function FooterItemList({ items, className }: { items: FooterItem[]; className: string }) {
  return (
    <ul className={`footer-list ${className}`}>
      {items.map((item, i) => (
        <li key={item.id ?? i} className="footer-list__item">
          <FooterItemView item={item} />
        </li>
      ))}
    </ul>
  )
}
