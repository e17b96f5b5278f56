import { languageOf } from '../../../engine/storefront/language-of.js'

/** The defaults of the block's own text fields, for a block that leaves them empty. */
export interface RentACarViewText {
  button_label: string
  summary_template: string
  thank_you_heading: string
  thank_you_text: string
  error_heading: string
  error_text: string
  try_again: string
}

/** 002 §8: the thank-you and error views' texts; the schema's defaults, and their Arabic. */
const EN: RentACarViewText = {
  button_label: 'Rent a car',
  summary_template:
    'Pick-up: {pickup_location}, {pickup_date}\nReturn: {dropoff_location}, {dropoff_date}\nRental length: {days} days\nVehicle: {vehicle} ({daily_price} per day)\nExtras: {extras}\nEstimated total: {total}',
  thank_you_heading: 'Thank you!',
  thank_you_text: 'Your inquiry has been sent. We will contact you soon.',
  error_heading: 'Oops! Something went wrong.',
  error_text: 'Your inquiry has not been sent. Please try again.',
  try_again: 'Try again',
}

const AR: RentACarViewText = {
  button_label: 'استأجر سيارة',
  summary_template:
    'الاستلام: {pickup_location}، {pickup_date}\nالإرجاع: {dropoff_location}، {dropoff_date}\nمدة الإيجار: {days} يوم\nالسيارة: {vehicle} ({daily_price} في اليوم)\nالإضافات: {extras}\nالإجمالي التقديري: {total}',
  thank_you_heading: 'شكرًا لك!',
  thank_you_text: 'تم إرسال طلبك. سنتواصل معك قريبًا.',
  error_heading: 'عذرًا! حدث خطأ ما.',
  error_text: 'لم يتم إرسال طلبك. يرجى المحاولة مرة أخرى.',
  try_again: 'حاول مرة أخرى',
}

/** The block texts' defaults in the page's language (English unless Arabic). */
export function rentACarViewText(locale: string): RentACarViewText {
  return languageOf(locale) === 'ar' ? AR : EN
}
