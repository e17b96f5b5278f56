import { isSiteSectionKey, type SiteSectionKey } from './site/site-sections.js'

/** A screen of /admin, from its URL. */
export type AdminRoute =
  | { screen: 'forms' }
  | { screen: 'form'; formId: string }
  | { screen: 'leads'; formId: string }
  | { screen: 'lead'; formId: string; leadId: string }
  | { screen: 'locations' }
  | { screen: 'news' }
  | { screen: 'recalls' }
  | { screen: 'dealers' }
  | { screen: 'dealer'; dealerId: string | null }
  | { screen: 'settings' }
  | { screen: 'site'; section: SiteSectionKey }
  | { screen: 'orders' }
  | { screen: 'order'; orderNumber: string }
  | { screen: 'not-found' }

/**
 * The screen of an /admin path: /admin (the forms list), /admin/forms/:id (the builder),
 * /admin/forms/:id/leads, /admin/forms/:id/leads/:leadId, /admin/locations, /admin/news, /admin/recalls,
 * /admin/settings, /admin/site/<section> (the Site section, site/site-sections.ts), /admin/orders, /admin/orders/:number, /admin/dealers, /admin/dealers/new and /admin/dealers/:id.
 */
export function adminRoute(pathname: string): AdminRoute {
  const parts = pathname
    .replace(/^\/admin\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p))
  const [first, id, sub, leadId] = parts
  if (!first || (first === 'forms' && !id)) return { screen: 'forms' }
  if (first === 'locations' && parts.length === 1) return { screen: 'locations' }
  if (first === 'news' && parts.length === 1) return { screen: 'news' }
  if (first === 'recalls' && parts.length === 1) return { screen: 'recalls' }
  if (first === 'dealers' && parts.length === 1) return { screen: 'dealers' }
  if (first === 'dealers' && id && parts.length === 2)
    return { screen: 'dealer', dealerId: id === 'new' ? null : id }
  if (first === 'settings' && parts.length === 1) return { screen: 'settings' }
  if (first === 'site' && parts.length === 1) return { screen: 'site', section: 'settings' }
  if (first === 'site' && id && parts.length === 2 && isSiteSectionKey(id))
    return { screen: 'site', section: id }
  if (first === 'orders' && parts.length === 1) return { screen: 'orders' }
  if (first === 'orders' && id && parts.length === 2) return { screen: 'order', orderNumber: id }
  if (first === 'forms' && id && !sub) return { screen: 'form', formId: id }
  if (first === 'forms' && id && sub === 'leads' && !leadId) return { screen: 'leads', formId: id }
  if (first === 'forms' && id && sub === 'leads' && leadId && parts.length === 4)
    return { screen: 'lead', formId: id, leadId }
  return { screen: 'not-found' }
}
