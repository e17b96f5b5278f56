import { languageOf } from './language-of.js'

/**
 * The words of the vehicle values that are codes (condition, engine types, drivetrains, statuses,
 * transmissions) and of the units, per locale. English is the table every unknown locale falls back to;
 * numbers are never translated (the demo's Arabic pages keep Western digits, as the stock list does).
 */
export interface CardValueLabels {
  /** Code → words ("mhev" → "Mild hybrid"). Codes missing here show as they are. */
  values: Record<string, string>
  /** Unit code in lower case → words ("km", "kw", "l"). Units missing here show as stored. */
  units: Record<string, string>
  /** What joins the engine types ("Diesel, Mild hybrid"). */
  listSeparator: string
}

const EN: CardValueLabels = {
  values: {
    new: 'New',
    approved: 'Approved',
    used: 'Used',
    petrol: 'Petrol',
    diesel: 'Diesel',
    bev: 'Electric',
    hev: 'Hybrid',
    mhev: 'Mild hybrid',
    phev: 'Plug-in hybrid',
    phev_rev: 'Plug-in hybrid (range extender)',
    stock: 'In stock',
    available_soon: 'Available soon',
    reserved: 'Reserved',
    // Not a stock status: a shopper holds the vehicle in the checkout now (decision 064).
    held: 'Being reserved',
    sold: 'Sold',
    in_production: 'In production',
    on_demand: 'On demand',
    delivery: 'In delivery',
    demo: 'Demonstrator',
    auto: 'Automatic',
    manual: 'Manual',
  },
  units: {},
  listSeparator: ', ',
}

const AR: CardValueLabels = {
  values: {
    new: 'جديدة',
    approved: 'معتمدة',
    used: 'مستعملة',
    petrol: 'بنزين',
    diesel: 'ديزل',
    bev: 'كهربائية',
    hev: 'هجينة',
    mhev: 'هجينة خفيفة',
    phev: 'هجينة قابلة للشحن',
    phev_rev: 'هجينة قابلة للشحن (موسّع المدى)',
    stock: 'متوفرة',
    available_soon: 'متوفرة قريباً',
    reserved: 'محجوزة',
    held: 'قيد الحجز',
    sold: 'مباعة',
    in_production: 'قيد الإنتاج',
    on_demand: 'حسب الطلب',
    delivery: 'قيد التسليم',
    demo: 'سيارة عرض',
    auto: 'أوتوماتيك',
    manual: 'يدوي',
    AWD: 'دفع رباعي',
    '4WD': 'دفع رباعي',
    RWD: 'دفع خلفي',
    FWD: 'دفع أمامي',
  },
  units: {
    km: 'كم',
    mi: 'ميل',
    miles: 'ميل',
    kw: 'كيلوواط',
    hp: 'حصان',
    ps: 'حصان',
    l: 'لتر',
    cc: 'سم³',
  },
  listSeparator: '، ',
}

const TABLES: Record<string, CardValueLabels> = { en: EN, ar: AR }

/**
 * The value words for a locale: its own table by language ("ar", "ar-AE" → Arabic), English for any
 * locale without one.
 */
export function cardValueLabels(locale: string | undefined): CardValueLabels {
  return TABLES[languageOf(locale)] ?? EN
}
