import { languageOf } from '../../engine/storefront/language-of.js'

/** Labels of the renderer's own controls (the editor does not set them), per language. */
export interface UiText {
  previousSlide: string
  nextSlide: string
  goToSlide: (n: number) => string
  slideOf: (n: number, total: number) => string
  pauseSlides: string
  playSlides: string
  slides: string
  quotes: string
  onThisPage: string
  close: string
  chooseTab: string
  openInMaps: string
  latitude: string
  longitude: string
  locations: string
  before: string
  after: string
  comparePosition: string
  step: (n: number) => string
  /** Compass letters for coordinates: north, south, east, west. */
  compass: { n: string; s: string; e: string; w: string }
  mapOf: (place: string) => string
  /** Separates the latitude from the longitude. */
  comma: string
}

const EN: UiText = {
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (n) => `Go to slide ${n}`,
  slideOf: (n, total) => `${n} of ${total}`,
  pauseSlides: 'Pause slideshow',
  playSlides: 'Play slideshow',
  slides: 'Slides',
  quotes: 'Quotes',
  onThisPage: 'On this page',
  close: 'Close',
  chooseTab: 'Choose',
  openInMaps: 'Open in maps',
  latitude: 'Latitude',
  longitude: 'Longitude',
  locations: 'Locations',
  before: 'Before',
  after: 'After',
  comparePosition: 'Divider position',
  step: (n) => `Step ${n}`,
  compass: { n: 'N', s: 'S', e: 'E', w: 'W' },
  mapOf: (place) => `Map: ${place}`,
  comma: ', ',
}

const AR: UiText = {
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  goToSlide: (n) => `الانتقال إلى الشريحة ${n}`,
  slideOf: (n, total) => `${n} من ${total}`,
  pauseSlides: 'إيقاف العرض مؤقتًا',
  playSlides: 'تشغيل العرض',
  slides: 'الشرائح',
  quotes: 'آراء العملاء',
  onThisPage: 'في هذه الصفحة',
  close: 'إغلاق',
  chooseTab: 'اختر',
  openInMaps: 'افتح في الخرائط',
  latitude: 'خط العرض',
  longitude: 'خط الطول',
  locations: 'المواقع',
  before: 'قبل',
  after: 'بعد',
  comparePosition: 'موضع الفاصل',
  step: (n) => `الخطوة ${n}`,
  compass: { n: 'شمالًا', s: 'جنوبًا', e: 'شرقًا', w: 'غربًا' },
  mapOf: (place) => `خريطة: ${place}`,
  comma: '، ',
}

/** The labels for a locale ("ar", "ar-AE"...); English when the language has none yet. */
export function uiText(locale: string): UiText {
  return languageOf(locale) === 'ar' ? AR : EN
}
