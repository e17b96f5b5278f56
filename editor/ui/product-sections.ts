/** A section of the product's header: the pages screen at /cms, the admin screens at /admin. */
export interface ProductSection {
  key: string
  href: string
  label: string
}

/**
 * The header's sections, in order, for /cms and /admin alike. A new admin screen adds its line here (and
 * its route in editor/admin/admin-route.ts).
 */
export const PRODUCT_SECTIONS: readonly ProductSection[] = [
  { key: 'pages', href: '/cms', label: 'Pages' },
  { key: 'blocks', href: '/cms/blocks', label: 'Blocks' },
  { key: 'forms', href: '/admin', label: 'Forms and leads' },
  { key: 'orders', href: '/admin/orders', label: 'Orders' },
  { key: 'locations', href: '/admin/locations', label: 'Locations' },
  { key: 'dealers', href: '/admin/dealers', label: 'Dealers' },
  { key: 'news', href: '/admin/news', label: 'News' },
  { key: 'recalls', href: '/admin/recalls', label: 'Recalls' },
  { key: 'settings', href: '/admin/settings', label: 'Form settings' },
  { key: 'site', href: '/admin/site', label: 'Site' },
]
