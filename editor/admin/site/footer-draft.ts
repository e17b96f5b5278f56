import type { FooterItem } from '../../../engine/rules/footer-types.js'

/** Where each problem of a footer save is (JSON pointers under /footer) → its message, for the fields to show. */
export type FooterErrors = ReadonlyMap<string, string>

/** What the Footer screen's editors share: the errors by path, and a change of the value at hand. */
export interface FooterPartProps<T> {
  value: T
  path: string
  errors: FooterErrors
  onChange: (value: T) => void
}

/** A new footer item: a link opening in the same tab, as 000 §3's defaults. */
export function newFooterItem(): FooterItem {
  return { type: 'link', label: '', url: '', target: '_self', tag: 'div' }
}
