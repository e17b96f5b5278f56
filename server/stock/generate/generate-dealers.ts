import { DEALER_SERVICES, type DealerServiceKey } from '../../../engine/dealers/dealer-services.js'
import type { OpeningHoursRule } from '../../../engine/dealers/opening-hours.js'
import type { Dealer } from '../../../engine/stock/stock-types.js'
import { internationalDealers } from './international-dealers.js'

/** A dealer as stored: the public Dealer plus whether it is a fallback for postcode searches. */
export interface StockDealer extends Dealer {
  isFallback: boolean
}

type Site = [state: string, locality: string, postcode: string, street: string, lat: number, lng: number]

/** Real localities and postcodes across the eight Australian states (000 §9); street addresses invented. */
const SITES: Site[] = [
  ['ACT', 'Phillip', '2606', '18 Botany Street', -35.344, 149.088],
  ['ACT', 'Fyshwick', '2609', '101 Gladstone Street', -35.327, 149.171],
  ['NSW', 'Artarmon', '2064', '458 Pacific Highway', -33.81, 151.184],
  ['NSW', 'Five Dock', '2046', '99 Parramatta Road', -33.867, 151.129],
  ['NSW', 'Parramatta', '2150', '260 Church Street', -33.804, 151.003],
  ['NSW', 'Newcastle West', '2302', '12 Tudor Street', -32.926, 151.761],
  ['NSW', 'Wollongong', '2500', '30 Flinders Street', -34.417, 150.887],
  ['NT', 'Winnellie', '0820', '444 Stuart Highway', -12.427, 130.883],
  ['NT', 'Alice Springs', '0870', '5 Gap Road', -23.707, 133.877],
  ['QLD', 'Newstead', '4006', '75 Breakfast Creek Road', -27.445, 153.045],
  ['QLD', 'Southport', '4215', '8 Ferry Road', -27.97, 153.407],
  ['QLD', 'Toowoomba City', '4350', '170 Herries Street', -27.566, 151.944],
  ['QLD', 'Cairns City', '4870', '118 Mulgrave Road', -16.928, 145.767],
  ['QLD', 'Maroochydore', '4558', '12 Maud Street', -26.657, 153.089],
  ['SA', 'Mile End', '5031', '224 Railway Terrace', -34.926, 138.57],
  ['SA', 'Adelaide', '5000', '35 Hindmarsh Square', -34.924, 138.607],
  ['SA', 'Mount Gambier', '5290', '44 Jubilee Highway', -37.829, 140.78],
  ['TAS', 'Hobart', '7000', '80 Argyle Street', -42.882, 147.327],
  ['TAS', 'Launceston', '7250', '21 Invermay Road', -41.425, 147.142],
  ['VIC', 'Doncaster', '3108', '795 Doncaster Road', -37.787, 145.125],
  ['VIC', 'Brighton', '3186', '255 Nepean Highway', -37.918, 144.998],
  ['VIC', 'Richmond', '3121', '330 Victoria Street', -37.811, 144.996],
  ['VIC', 'Geelong', '3220', '2 Latrobe Terrace', -38.152, 144.358],
  ['VIC', 'Ballarat Central', '3350', '40 Doveton Street', -37.56, 143.852],
  ['WA', 'Osborne Park', '6017', '423 Scarborough Beach Road', -31.904, 115.815],
  ['WA', 'Perth', '6000', '900 Hay Street', -31.952, 115.853],
  ['WA', 'Bunbury', '6230', '9 Strickland Street', -33.327, 115.641],
]

const NAMES = ['Southern Cross', 'Coastal', 'Heritage', 'Summit', 'Harbour', 'Range', 'Pinnacle']

/**
 * The demo dealer network: one Australian dealer per locality (most sell both brands, a few one), two
 * fallback dealers (one per brand) for postcode searches that find none, then the retailers of the other
 * markets the footer's retailer picker offers (they own no stock). Deterministic: no randomness involved.
 */
export function generateDealers(): StockDealer[] {
  const dealers = SITES.map(
    ([state, locality, postcode, street, latitude, longitude], index): StockDealer => {
      const brands =
        index % 5 === 3 ? ['Land Rover'] : index % 7 === 4 ? ['Jaguar'] : ['Land Rover', 'Jaguar']
      const label = brands.length === 2 ? 'Jaguar Land Rover' : (brands[0] as string)
      return dealer(index, `${NAMES[index % NAMES.length]} ${locality} ${label}`, brands, {
        state,
        locality,
        postcode,
        street,
        latitude,
        longitude,
        tag: index % 4 === 0 ? 'sales service' : index % 4 === 1 ? 'sales' : 'sales service parts',
        fallback: false,
      })
    },
  )
  dealers.push(
    dealer(SITES.length, 'Jaguar Land Rover Australia Customer Centre', ['Land Rover'], {
      state: 'NSW',
      locality: 'Macquarie Park',
      postcode: '2113',
      street: '65 Epping Road',
      latitude: -33.779,
      longitude: 151.123,
      tag: 'sales',
      fallback: true,
    }),
    dealer(SITES.length + 1, 'Jaguar Australia Customer Centre', ['Jaguar'], {
      state: 'NSW',
      locality: 'Macquarie Park',
      postcode: '2113',
      street: '65 Epping Road',
      latitude: -33.779,
      longitude: 151.123,
      tag: 'sales',
      fallback: true,
    }),
  )
  dealers.push(...internationalDealers())
  return dealers
}

/** An Australian phone number as the tel: link dials it: "(02) 9100 4000" is tel:+61291004000. */
const telHref = (phone: string) => `tel:+61${phone.replace(/\D/g, '').replace(/^0/, '')}`

/** Sales hours for all; a third open Sunday mornings too. */
function openingHours(index: number): OpeningHoursRule[] {
  const week: OpeningHoursRule[] = [
    { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:30', closes: '17:30' },
    { days: ['Sa'], opens: '09:00', closes: '16:00' },
  ]
  return index % 3 === 2 ? [...week, { days: ['Su'], opens: '10:00', closes: '15:00' }] : week
}

/** What a dealer offers: what its tag class says, and approved vehicles, EV charging, body repair on some. */
function servicesOf(index: number, tag: string): DealerServiceKey[] {
  const words = tag.split(' ')
  return DEALER_SERVICES.filter(
    (key) =>
      words.includes(key) ||
      (key === 'approved' && index % 3 === 0) ||
      (key === 'ev-charging' && index % 2 === 0) ||
      (key === 'body-repair' && index % 5 === 1),
  )
}

function dealer(
  index: number,
  name: string,
  brands: string[],
  at: {
    state: string
    locality: string
    postcode: string
    street: string
    latitude: number
    longitude: number
    tag: string
    fallback: boolean
  },
): StockDealer {
  const code = `AU${String(1101 + index * 7).padStart(5, '0')}`
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const phone = `(0${2 + (index % 7)}) ${String(9100 + index * 37).slice(0, 4)} ${String(4000 + index * 113).slice(0, 4)}`
  const email = `sales@${slug.replace(/-+$/, '')}.example.com`
  const url = `https://www.example.com/${slug.replace(/-+$/, '')}`
  return {
    id: `dealer-${String(index + 1).padStart(3, '0')}`,
    name,
    address: `${at.street}, ${at.locality} ${at.state} ${at.postcode}`,
    email,
    phone,
    mainPhone: index % 3 === 0 ? null : phone,
    city: at.locality,
    zipcode: at.postcode,
    postcode: at.postcode,
    state: at.state,
    locality: at.locality,
    dealer_code: code,
    ciCode: `CI${code.slice(2)}`,
    brands,
    position: index + 1,
    tag_class: at.tag,
    latitude: at.latitude,
    longitude: at.longitude,
    market: 'au',
    street: at.street,
    url,
    names: {},
    services: servicesOf(index, at.tag),
    contact_info: [
      { type: 'phone', label: phone, href: telHref(phone) },
      { type: 'email', label: email, href: `mailto:${email}` },
      { type: 'website', label: url.replace(/^https:\/\/(www\.)?/, ''), href: url },
    ],
    opening_hours: at.fallback ? [] : openingHours(index),
    isFallback: at.fallback,
  }
}
