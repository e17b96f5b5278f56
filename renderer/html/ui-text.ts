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
  /** Names of track carousels without a heading: stock cars, a collection, icon buttons. */
  cars: string
  collection: string
  shortcuts: string
  models: string
  paintColours: string
  cards: string
  /** The numbered buttons of a number button carousel, as a group. */
  chooseSlide: string
  gallery: string
  /** After an image's alt, on the button that opens it larger. */
  enlargeImage: string
  nextSteps: string
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
  /** The 360 views' buttons and value (jlr-exterior-360, jlr-interior-360). */
  turnLeft: string
  turnRight: string
  angle: (degrees: number) => string
  /** The seat slider's range (versatility). */
  seatConfiguration: string
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
  cars: 'Cars',
  collection: 'Collection',
  shortcuts: 'Shortcuts',
  models: 'Models',
  paintColours: 'Paint colours',
  cards: 'Cards',
  chooseSlide: 'Choose a slide',
  gallery: 'Gallery',
  enlargeImage: 'Open larger',
  nextSteps: 'Next steps',
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
  turnLeft: 'Turn left',
  turnRight: 'Turn right',
  angle: (degrees) => `Angle ${degrees}°`,
  seatConfiguration: 'Seat configuration',
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
  cars: 'السيارات',
  collection: 'المجموعة',
  shortcuts: 'روابط سريعة',
  models: 'الطرازات',
  paintColours: 'ألوان الطلاء',
  cards: 'البطاقات',
  chooseSlide: 'اختر شريحة',
  gallery: 'معرض الصور',
  enlargeImage: 'عرض بحجم أكبر',
  nextSteps: 'الخطوات التالية',
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
  turnLeft: 'استدر يسارًا',
  turnRight: 'استدر يمينًا',
  // The left-to-right mark keeps the degree sign after the number in right-to-left text.
  angle: (degrees) => `الزاوية ${degrees}°\u200e`,
  seatConfiguration: 'ترتيب المقاعد',
}

/** The labels for a locale ("ar", "ar-AE"...); English when the language has none yet. */
export function uiText(locale: string): UiText {
  return languageOf(locale) === 'ar' ? AR : EN
}
