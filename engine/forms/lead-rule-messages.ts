import { languageOf } from '../storefront/language-of.js'

/**
 * The texts of the client form rules (001 §5: required, min, size, max — max says "Character limit
 * exceeded") and of the type checks. The server's 422 answers are in English; the browser shows them in
 * the page's language (`leadRuleMessages`).
 */
export interface LeadRuleMessages {
  required: string
  minLength: (n: number) => string
  minValue: (n: number) => string
  size: (n: number) => string
  max: string
  email: string
  phone: string
  number: string
  date: string
  option: string
  text: string
  list: string
  boolean: string
  unknown: string
}

export const LEAD_RULE_MESSAGES: LeadRuleMessages = {
  required: 'This field is required',
  minLength: (n) => `Enter at least ${n} character${n === 1 ? '' : 's'}`,
  minValue: (n) => `Enter ${n} or more`,
  size: (n) => `Enter exactly ${n} character${n === 1 ? '' : 's'}`,
  max: 'Character limit exceeded',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  number: 'Enter a number',
  date: 'Enter a valid date (YYYY-MM-DD)',
  option: 'Choose one of the options',
  text: 'Must be text',
  list: 'Must be a list of options',
  boolean: 'Must be true or false',
  unknown: 'is not a field of this form',
}

const AR: LeadRuleMessages = {
  required: 'هذا الحقل مطلوب',
  minLength: (n) => `أدخل ${n} أحرف على الأقل`,
  minValue: (n) => `أدخل ${n} أو أكثر`,
  size: (n) => `أدخل ${n} أحرف بالضبط`,
  max: 'تم تجاوز الحد الأقصى لعدد الأحرف',
  email: 'أدخل عنوان بريد إلكتروني صالحًا',
  phone: 'أدخل رقم هاتف صالحًا',
  number: 'أدخل رقمًا',
  date: 'أدخل تاريخًا صالحًا (YYYY-MM-DD)',
  option: 'اختر أحد الخيارات',
  text: 'يجب أن يكون نصًا',
  list: 'يجب أن تكون قائمة خيارات',
  boolean: 'يجب أن تكون القيمة صحيحة أو خاطئة',
  unknown: 'ليس حقلًا في هذا النموذج',
}

/** The rule texts for a locale ("ar", "ar-AE"...); English when the language has none yet. */
export function leadRuleMessages(locale: string): LeadRuleMessages {
  return languageOf(locale) === 'ar' ? AR : LEAD_RULE_MESSAGES
}
