import { languageOf } from '../../engine/storefront/language-of.js'

/** The form renderer's own texts (the editor does not set them), per language. */
export interface FormText {
  loading: string
  unavailable: string
  /** The spec's failure text for form posts and content blocks (002 §8). */
  failed: string
  tryAgain: string
  next: string
  back: string
  submit: string
  sending: string
  summaryTitle: (count: number) => string
  stepOf: (n: number, total: number) => string
  optional: string
  choose: string
  tabs: string
  moreTabs: string
  notRobot: string
  confirmNotRobot: string
  /** Google's reCAPTCHA script could not load (blocked, offline). */
  captchaUnavailable: string
  /** Which form goes in a block's place before its definition is there (the server render, the canvas). */
  formOf: (formId: string) => string
  /** The thank-you heading and message when the form's settings leave them empty. */
  thanks: string
  thanksMessage: string
  /** Shown without JavaScript on a form with the robot check, which only runs with the script. */
  captchaNeedsScript: string
  /** The link from a no-JavaScript post's answer page back to the page of the form. */
  backToPage: string
  /** The same link when the page of the form is not known: the locale's home page. */
  homePage: string
  /** A no-JavaScript post refused for too many posts from one address. */
  tooMany: string
}

const EN: FormText = {
  loading: 'Loading the form…',
  unavailable: 'This form is not available at the moment.',
  failed: 'Something went wrong, please try again.',
  tryAgain: 'Try again',
  next: 'Next',
  back: 'Back',
  submit: 'Submit',
  sending: 'Sending…',
  summaryTitle: (count) =>
    count === 1 ? 'There is a problem with 1 field' : `There are problems with ${count} fields`,
  stepOf: (n, total) => `Step ${n} of ${total}`,
  optional: '(optional)',
  choose: 'Choose…',
  tabs: 'Forms',
  moreTabs: 'More',
  notRobot: 'I am not a robot',
  confirmNotRobot: 'Confirm that you are not a robot',
  captchaUnavailable: 'The "I am not a robot" check could not load. Please reload the page.',
  formOf: (formId) => `Form: ${formId}`,
  thanks: 'Thank you',
  thanksMessage: 'We have received your details and will be in touch soon.',
  captchaNeedsScript:
    'This form checks that you are not a robot, which needs JavaScript. Please turn it on in your browser, or contact us directly.',
  backToPage: 'Back to the form',
  homePage: 'Go to the home page',
  tooMany: 'Too many submissions from your address. Please try again in a minute.',
}

const AR: FormText = {
  loading: 'جارٍ تحميل النموذج…',
  unavailable: 'هذا النموذج غير متاح حاليًا.',
  failed: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
  tryAgain: 'حاول مرة أخرى',
  next: 'التالي',
  back: 'رجوع',
  submit: 'إرسال',
  sending: 'جارٍ الإرسال…',
  summaryTitle: (count) => (count === 1 ? 'يوجد خطأ في حقل واحد' : `توجد أخطاء في ${count} حقول`),
  stepOf: (n, total) => `الخطوة ${n} من ${total}`,
  optional: '(اختياري)',
  choose: 'اختر…',
  tabs: 'النماذج',
  moreTabs: 'المزيد',
  notRobot: 'أنا لست روبوتًا',
  confirmNotRobot: 'أكّد أنك لست روبوتًا',
  captchaUnavailable: 'تعذّر تحميل التحقق "أنا لست روبوتًا". يرجى إعادة تحميل الصفحة.',
  formOf: (formId) => `النموذج: ${formId}`,
  thanks: 'شكرًا لك',
  thanksMessage: 'لقد استلمنا بياناتك وسنتواصل معك قريبًا.',
  captchaNeedsScript:
    'يتحقق هذا النموذج من أنك لست روبوتًا، وهذا يتطلب تفعيل JavaScript. يرجى تفعيله في متصفحك، أو التواصل معنا مباشرة.',
  backToPage: 'العودة إلى النموذج',
  homePage: 'الانتقال إلى الصفحة الرئيسية',
  tooMany: 'عدد كبير جدًا من الطلبات من عنوانك. يرجى المحاولة مرة أخرى بعد دقيقة.',
}

/** The form texts for a locale ("ar", "ar-AE"...); English when the language has none yet. */
export function formText(locale: string): FormText {
  return languageOf(locale) === 'ar' ? AR : EN
}
