import type { TradeInProblemCode } from '../../../engine/orders/trade-in-problems.js'
import { languageOf } from '../../../engine/storefront/language-of.js'

/**
 * The texts of the order's summary (before paying, on the confirmation page, in the mails), the trade-in's
 * problems and the refund mail, in English and Arabic. Kept apart from order-online-labels.ts: the mails
 * (server) read them too.
 */
const EN = {
  title: 'Your order',
  note: 'Checked by your retailer’s system just now: this is what your reservation will hold.',
  loading: 'Checking your choices…',
  failed: 'Your choices could not be checked. Go back to the details to review them.',
  reviewChoices: 'Review your choices',
  vehicle: 'Vehicle',
  configuration: 'Your configuration',
  interior: '{colour} interior',
  optionalFeatures: 'Optional features',
  price: 'Price',
  priceOnRequest: 'Price on request',
  fee: 'Reservation fee',
  freeReservation: 'Free reservation',
  finance: 'How you pay',
  cash: 'Cash',
  lease: 'Lease',
  subscription: 'Subscription',
  monthly: '{amount} a month',
  leaseFigures: '{months} months, deposit {deposit}, {rate}% a year',
  subscriptionFigures: '{months} months, {km} km a month',
  tradeIn: 'Trade-in',
  noTradeIn: 'No trade-in',
  tradeInFigures: '{brand} {model} ({body}, {fuel}), first registered {date}, {km} km',
  servicePlan: 'Service plan',
  none: 'None',
  retailer: 'Retailer',
  km: 'km',
  /** "{field} …" sentences for the trade-in's problems, by code. */
  problems: {
    required: '{field}: choose or enter a value.',
    not_an_option: '{field}: choose one of the options.',
    not_a_whole_number: '{field}: enter a whole number.',
    negative: '{field}: enter 0 or more.',
    too_large: '{field}: enter at most 2,000,000.',
    not_a_month: '{field}: enter a month.',
    in_the_future: '{field}: enter a month that has passed.',
    too_old: '{field}: enter 1900 or later.',
    bad_text: '{field}: use letters, digits, spaces and dashes only (12 at most).',
  } as Record<TradeInProblemCode, string>,
  refundSubject: 'Your reservation {number}: your money is on its way back',
  releasedSubject: 'Your reservation {number}: your card was not charged',
  refundIntro: 'We have refunded your reservation fee in full. It reaches your account within a few days.',
  refundLost:
    'Your payment arrived after this vehicle was no longer held for you, so we refunded it in full.',
  releasedIntro:
    'Your hold on this vehicle ended before your payment was confirmed, so your card was not charged and the authorisation was released.',
  refundedAmount: 'Amount returned',
  orderNumber: 'Order number',
  view: 'See your order',
}

export type OrderSummaryLabels = typeof EN

const AR: OrderSummaryLabels = {
  title: 'طلبك',
  note: 'تحقق منه نظام الوكيل للتو: هذا ما سيتضمنه حجزك.',
  loading: 'جارٍ التحقق من اختياراتك…',
  failed: 'تعذّر التحقق من اختياراتك. عد إلى التفاصيل لمراجعتها.',
  reviewChoices: 'راجع اختياراتك',
  vehicle: 'السيارة',
  configuration: 'مواصفات سيارتك',
  interior: 'مقصورة {colour}',
  optionalFeatures: 'التجهيزات الاختيارية',
  price: 'السعر',
  priceOnRequest: 'السعر عند الطلب',
  fee: 'رسوم الحجز',
  freeReservation: 'حجز مجاني',
  finance: 'طريقة الدفع',
  cash: 'نقدًا',
  lease: 'تأجير',
  subscription: 'اشتراك',
  monthly: '{amount} شهريًا',
  leaseFigures: '{months} شهرًا، دفعة أولى {deposit}، بنسبة {rate}٪ سنويًا',
  subscriptionFigures: '{months} شهرًا، {km} كم شهريًا',
  tradeIn: 'سيارة الاستبدال',
  noTradeIn: 'لا توجد سيارة للاستبدال',
  tradeInFigures: '{brand} {model} ({body}، {fuel})، أول تسجيل {date}، {km} كم',
  servicePlan: 'باقة الخدمة',
  none: 'لا شيء',
  retailer: 'الوكيل',
  km: 'كم',
  problems: {
    required: '{field}: اختر قيمة أو أدخلها.',
    not_an_option: '{field}: اختر أحد الخيارات.',
    not_a_whole_number: '{field}: أدخل عددًا صحيحًا.',
    negative: '{field}: أدخل 0 أو أكثر.',
    too_large: '{field}: أدخل 2,000,000 على الأكثر.',
    not_a_month: '{field}: أدخل شهرًا.',
    in_the_future: '{field}: أدخل شهرًا مضى.',
    too_old: '{field}: أدخل سنة 1900 أو بعدها.',
    bad_text: '{field}: استخدم الحروف والأرقام والمسافات والشرطات فقط (12 على الأكثر).',
  },
  refundSubject: 'حجزك {number}: أعدنا إليك المبلغ',
  releasedSubject: 'حجزك {number}: لم نخصم أي مبلغ من بطاقتك',
  refundIntro: 'أعدنا إليك رسوم الحجز كاملة، وتصل إلى حسابك خلال أيام قليلة.',
  refundLost: 'وصل الدفع بعد أن لم تعد هذه السيارة محجوزة لك، لذا أعدنا إليك المبلغ كاملًا.',
  releasedIntro:
    'انتهى حجزك المؤقت لهذه السيارة قبل تأكيد الدفع، لذا لم نخصم أي مبلغ من بطاقتك وأُلغي التفويض.',
  refundedAmount: 'المبلغ المُعاد',
  orderNumber: 'رقم الطلب',
  view: 'عرض طلبك',
}

/** The summary's texts for a locale (English for a language without its own). */
export function orderSummaryLabels(locale: string): OrderSummaryLabels {
  return languageOf(locale) === 'ar' ? AR : EN
}
