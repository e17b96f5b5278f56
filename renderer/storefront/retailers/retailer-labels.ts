import type { DealerServiceKey } from '../../../engine/dealers/dealer-services.js'
import type { WeekDay } from '../../../engine/dealers/opening-hours.js'

/** The retailer blocks' own words (the editor sets the rest as block fields), per language. */
export interface RetailerLabels {
  services: Record<DealerServiceKey, string>
  /** Short day names, Monday first. */
  days: Record<WeekDay, string>
  servicesHeading: string
  contactHeading: string
  hoursHeading: string
  /** Between the first and last day of a run ("Mon–Fri"). */
  dayRange: (from: string, to: string) => string
  yourLocation: string
  away: (distance: string) => string
  searching: string
  locating: string
  searchFailed: string
  closeCard: string
  coordinates: string
  retailerList: string
  mapUnavailable: string
  mapOf: (count: number) => string
}

export const RETAILER_LABELS: RetailerLabels = {
  services: {
    sales: 'New vehicle sales',
    approved: 'Approved used vehicles',
    service: 'Servicing',
    parts: 'Parts and accessories',
    'body-repair': 'Body repair',
    'ev-charging': 'EV charging',
  },
  days: { Mo: 'Mon', Tu: 'Tue', We: 'Wed', Th: 'Thu', Fr: 'Fri', Sa: 'Sat', Su: 'Sun' },
  servicesHeading: 'Services',
  contactHeading: 'Contact',
  hoursHeading: 'Opening hours',
  dayRange: (from, to) => `${from}–${to}`,
  yourLocation: 'your location',
  away: (distance) => `${distance} away`,
  searching: 'Searching…',
  locating: 'Finding your location…',
  searchFailed: 'The search did not answer. Please try again.',
  closeCard: 'Close details',
  coordinates: 'Coordinates',
  retailerList: 'Retailers',
  mapUnavailable: 'The map could not be shown; the retailers are listed with their positions.',
  mapOf: (count) => `Map of ${count} retailer${count === 1 ? '' : 's'}`,
}

export const RETAILER_LABELS_AR: RetailerLabels = {
  services: {
    sales: 'مبيعات السيارات الجديدة',
    approved: 'سيارات مستعملة معتمدة',
    service: 'الصيانة',
    parts: 'قطع الغيار والإكسسوارات',
    'body-repair': 'إصلاح الهيكل',
    'ev-charging': 'شحن السيارات الكهربائية',
  },
  days: {
    Mo: 'الاثنين',
    Tu: 'الثلاثاء',
    We: 'الأربعاء',
    Th: 'الخميس',
    Fr: 'الجمعة',
    Sa: 'السبت',
    Su: 'الأحد',
  },
  servicesHeading: 'الخدمات',
  contactHeading: 'التواصل',
  hoursHeading: 'ساعات العمل',
  dayRange: (from, to) => `${from} – ${to}`,
  yourLocation: 'موقعك',
  away: (distance) => `على بعد ${distance}`,
  searching: 'جارٍ البحث…',
  locating: 'جارٍ تحديد موقعك…',
  searchFailed: 'لم يكتمل البحث. يُرجى المحاولة مرة أخرى.',
  closeCard: 'إغلاق التفاصيل',
  coordinates: 'الإحداثيات',
  retailerList: 'الوكلاء',
  mapUnavailable: 'تعذّر عرض الخريطة؛ الوكلاء مدرجون مع مواقعهم.',
  mapOf: (count) => `خريطة ${count} من الوكلاء`,
}
