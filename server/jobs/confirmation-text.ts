import { languageOf } from '../../engine/storefront/language-of.js'

/** The words the shopper's confirmation mail adds around the editor's texts, per form language. */
export interface ConfirmationText {
  youSent: string
  yes: string
  no: string
  dir: 'ltr' | 'rtl'
}

const EN: ConfirmationText = { youSent: 'What you sent us:', yes: 'Yes', no: 'No', dir: 'ltr' }
const AR: ConfirmationText = { youSent: 'ما أرسلته إلينا:', yes: 'نعم', no: 'لا', dir: 'rtl' }

/** The confirmation words for a form's locale ("ar", "ar-AE"...); English when absent or unknown. */
export function confirmationText(locale: string | undefined): ConfirmationText {
  return languageOf(locale) === 'ar' ? AR : EN
}
