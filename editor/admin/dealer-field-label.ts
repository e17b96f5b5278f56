const LABELS: Record<string, string> = {
  body: 'The form',
  name: 'Name',
  dealer_code: 'Dealer code',
  brands: 'Brands it sells',
  market: 'Market',
  street: 'Street',
  locality: 'Suburb or city',
  state: 'State',
  postcode: 'Postcode',
  latitude: 'Latitude',
  longitude: 'Longitude',
  phone: 'Phone',
  email: 'Email',
  url: 'Website',
  names: 'Names in other languages',
  services: 'Services',
  contact_info: 'Contact info',
  opening_hours: 'Opening hours',
  tag_class: 'Tag class',
  position: 'Position in lists',
  is_fallback: 'Fallback retailer',
  version: 'Version',
}
const PARTS: Record<string, string> = {
  label: 'shown as',
  href: 'link',
  type: 'type',
  days: 'days',
  opens: 'opens',
  closes: 'closes',
}

/** A field of the Dealers form as its label says it: "contact_info.1.href" is "Contact info 2, link". */
export function dealerFieldLabel(field: string): string {
  const [head = '', index, part] = field.split('.')
  const base = LABELS[head] ?? head
  if (index === undefined) return base
  if (head === 'names') return `Name in "${index}"`
  const n = Number(index)
  return `${base} ${Number.isInteger(n) ? n + 1 : index}${part ? `, ${PARTS[part] ?? part}` : ''}`
}
