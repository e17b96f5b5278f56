/** The kinds of contact a retailer lists (002 §3 "contact_info": type, icon, label, href). */
export const CONTACT_TYPES = ['phone', 'email', 'website', 'whatsapp', 'fax'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]

/** One way to reach a retailer: its kind, the text shown and where it leads (tel:, mailto:, https:). */
export interface DealerContact {
  type: ContactType
  label: string
  href: string
}
