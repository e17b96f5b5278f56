import type { OpeningHoursRule } from '../../../engine/dealers/opening-hours.js'
import type { StockDealer } from './generate-dealers.js'

type Retailer = {
  id: string
  code: string
  market: string
  name: string
  names: Record<string, string>
  brands: string[]
  street: string
  locality: string
  state: string
  postcode: string
  latitude: number
  longitude: number
  phone: string
  tag: string
}

/** Gulf showrooms open Saturday to Thursday, closed Friday mornings; elsewhere weekdays and Saturday. */
const HOURS: Record<string, OpeningHoursRule[]> = {
  ae: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Sa', 'Su'], opens: '09:00', closes: '21:00' },
    { days: ['Fr'], opens: '14:00', closes: '21:00' },
  ],
  other: [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:30', closes: '17:30' },
    { days: ['Sa'], opens: '09:00', closes: '16:00' },
  ],
}

/** The retailers of the other markets of the footer's picker (New Zealand, the Emirates, Japan). */
const RETAILERS: Retailer[] = [
  {
    id: 'nz-auckland',
    code: 'NZ00101',
    market: 'nz',
    name: 'Waitematā Land Rover Auckland',
    names: {},
    brands: ['Land Rover'],
    street: '10 Great South Road',
    locality: 'Newmarket',
    state: 'AUK',
    postcode: '1023',
    latitude: -36.869,
    longitude: 174.778,
    phone: '+64 9 555 0101',
    tag: 'sales service',
  },
  {
    id: 'nz-christchurch',
    code: 'NZ00102',
    market: 'nz',
    name: 'Canterbury Land Rover',
    names: {},
    brands: ['Land Rover'],
    street: '500 Moorhouse Avenue',
    locality: 'Christchurch',
    state: 'CAN',
    postcode: '8011',
    latitude: -43.538,
    longitude: 172.64,
    phone: '+64 3 555 0102',
    tag: 'service',
  },
  {
    id: 'nz-jg-auckland',
    code: 'NZ00201',
    market: 'nz',
    name: 'Jaguar Auckland',
    names: {},
    brands: ['Jaguar'],
    street: '24 Great South Road',
    locality: 'Newmarket',
    state: 'AUK',
    postcode: '1023',
    latitude: -36.872,
    longitude: 174.777,
    phone: '+64 9 555 0201',
    tag: 'sales service',
  },
  {
    id: 'ae-dubai',
    code: 'AE00101',
    market: 'ae',
    name: 'Al Safa Land Rover Dubai',
    names: { ar: 'لاند روفر الصفا دبي' },
    brands: ['Land Rover'],
    street: 'Sheikh Zayed Road, Al Quoz 1',
    locality: 'Dubai',
    state: 'DU',
    postcode: '',
    latitude: 25.146,
    longitude: 55.227,
    phone: '+971 4 555 0101',
    tag: 'sales service',
  },
  {
    id: 'ae-abu-dhabi',
    code: 'AE00102',
    market: 'ae',
    name: 'Corniche Land Rover Abu Dhabi',
    names: { ar: 'لاند روفر الكورنيش أبوظبي' },
    brands: ['Land Rover'],
    street: 'Corniche Road West',
    locality: 'Abu Dhabi',
    state: 'AZ',
    postcode: '',
    latitude: 24.476,
    longitude: 54.33,
    phone: '+971 2 555 0102',
    tag: 'sales',
  },
  {
    id: 'ae-sharjah',
    code: 'AE00103',
    market: 'ae',
    name: 'Al Majaz Jaguar Land Rover Sharjah',
    names: { ar: 'جاكوار لاند روفر المجاز الشارقة' },
    brands: ['Land Rover', 'Jaguar'],
    street: 'Al Wahda Street, Al Majaz 3',
    locality: 'Sharjah',
    state: 'SH',
    postcode: '',
    latitude: 25.331,
    longitude: 55.392,
    phone: '+971 6 555 0103',
    tag: 'sales service parts',
  },
  {
    id: 'ae-al-ain',
    code: 'AE00104',
    market: 'ae',
    name: 'Oasis Land Rover Al Ain',
    names: { ar: 'لاند روفر الواحة العين' },
    brands: ['Land Rover'],
    street: 'Khalifa bin Zayed Street',
    locality: 'Al Ain',
    state: 'AZ',
    postcode: '',
    latitude: 24.222,
    longitude: 55.763,
    phone: '+971 3 555 0104',
    tag: 'service parts',
  },
  {
    id: 'ae-jg-dubai',
    code: 'AE00201',
    market: 'ae',
    name: 'Jaguar Al Safa Dubai',
    names: { ar: 'جاكوار الصفا دبي' },
    brands: ['Jaguar'],
    street: 'Sheikh Zayed Road, Al Quoz 1',
    locality: 'Dubai',
    state: 'DU',
    postcode: '',
    latitude: 25.149,
    longitude: 55.231,
    phone: '+971 4 555 0201',
    tag: 'sales service',
  },
  {
    id: 'jp-tokyo',
    code: 'JP00101',
    market: 'jp',
    name: 'Land Rover Tokyo',
    names: { ja: 'ランドローバー東京' },
    brands: ['Land Rover'],
    street: '2-1 Shibakoen',
    locality: 'Minato, Tokyo',
    state: '13',
    postcode: '105-0011',
    latitude: 35.657,
    longitude: 139.749,
    phone: '+81 3 5550 0101',
    tag: 'sales service',
  },
  {
    id: 'jp-jg-tokyo',
    code: 'JP00201',
    market: 'jp',
    name: 'Jaguar Tokyo',
    names: { ja: 'ジャガー東京' },
    brands: ['Jaguar'],
    street: '2-3 Shibakoen',
    locality: 'Minato, Tokyo',
    state: '13',
    postcode: '105-0011',
    latitude: 35.656,
    longitude: 139.75,
    phone: '+81 3 5550 0201',
    tag: 'sales service',
  },
]

/** The international retailers as dealers, positioned after the Australian ones in their own markets. */
export function internationalDealers(): StockDealer[] {
  return RETAILERS.map((r, index): StockDealer => {
    const url = `https://www.example.com/${r.id}`
    const email = `enquiries@${r.id}.example.com`
    const words = r.tag.split(' ')
    return {
      id: r.id,
      name: r.name,
      address: [r.street, [r.locality, r.postcode].filter(Boolean).join(' ')].join(', '),
      email,
      phone: r.phone,
      mainPhone: r.phone,
      city: r.locality,
      zipcode: r.postcode,
      postcode: r.postcode,
      state: r.state,
      locality: r.locality,
      dealer_code: r.code,
      ciCode: '',
      brands: r.brands,
      position: index + 1,
      tag_class: r.tag,
      latitude: r.latitude,
      longitude: r.longitude,
      market: r.market,
      street: r.street,
      url,
      names: r.names,
      services: (['sales', 'service', 'parts'] as const).filter((key) => words.includes(key)),
      contact_info: [
        { type: 'phone', label: r.phone, href: `tel:${r.phone.replace(/[^\d+]/g, '')}` },
        { type: 'email', label: email, href: `mailto:${email}` },
        { type: 'website', label: url.replace(/^https:\/\/(www\.)?/, ''), href: url },
      ],
      opening_hours: HOURS[r.market] ?? HOURS.other ?? [],
      isFallback: false,
    }
  })
}
