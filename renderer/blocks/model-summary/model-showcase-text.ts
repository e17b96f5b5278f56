import { languageOf } from '../../../engine/storefront/language-of.js'
import type { ModelFigureKey } from '../../../engine/catalogue/model-figures.js'

/**
 * Shopper texts of the model showcase blocks (model summary, specification, accolade timer) that the editor
 * does not set, per language; English when the language has none yet.
 */
export interface ModelShowcaseText {
  /** The label of a derivative's figure when the editor gave none (spec_label_1..3). */
  figures: Record<ModelFigureKey, string>
  /** The catalogue's specification categories in this language; others show as the catalogue names them. */
  categories: Record<string, string>
  /** The catalogue's fuel codes (engine_type) as shoppers read them. */
  fuels: Record<string, string>
  /** The editor preview's placeholder of a block whose model is loaded on the site only. */
  loadsModel: (key: string) => string
  /** The accolade timer's units, each with its number. */
  days: (n: number) => string
  hours: (n: number) => string
  minutes: (n: number) => string
}

const EN: ModelShowcaseText = {
  figures: {
    price_from: 'From',
    maximum_power: 'Maximum power',
    engine_power: 'Power',
    fuel: 'Fuel',
    drivetrain: 'Drivetrain',
    seats: 'Seats',
    body_type: 'Body type',
    engines: 'Engines',
  },
  categories: {},
  fuels: {
    petrol: 'Petrol',
    diesel: 'Diesel',
    mhev: 'Mild hybrid',
    phev: 'Plug-in hybrid',
    phev_rev: 'Plug-in hybrid',
    bev: 'Electric',
  },
  loadsModel: (key) => `Loads the model ${key} from the catalogue on the site`,
  days: (n) => (n === 1 ? '1 day' : `${n} days`),
  hours: (n) => (n === 1 ? '1 hour' : `${n} hours`),
  minutes: (n) => (n === 1 ? '1 minute' : `${n} minutes`),
}

const ARABIC_PLURAL = new Intl.PluralRules('ar')

/**
 * An Arabic count with its noun in the form the number takes: one and two as words, 3 to 10 the plural,
 * 11 to 99 the accusative singular, 100 and up (and zero) the singular.
 */
function arabicCount([one, two, few, many, other]: [string, string, string, string, string]) {
  return (n: number) => {
    const form = ARABIC_PLURAL.select(n)
    if (form === 'one') return one
    if (form === 'two') return two
    return `${n} ${form === 'few' ? few : form === 'many' ? many : other}`
  }
}

const AR: ModelShowcaseText = {
  figures: {
    price_from: 'يبدأ من',
    maximum_power: 'القوة القصوى',
    engine_power: 'القوة',
    fuel: 'الوقود',
    drivetrain: 'نظام الدفع',
    seats: 'المقاعد',
    body_type: 'نوع الهيكل',
    engines: 'المحركات',
  },
  categories: { Performance: 'الأداء', Practicality: 'الاستخدام العملي', Pricing: 'الأسعار' },
  fuels: {
    petrol: 'بنزين',
    diesel: 'ديزل',
    mhev: 'هجين خفيف',
    phev: 'هجين قابل للشحن',
    phev_rev: 'هجين قابل للشحن',
    bev: 'كهربائي',
  },
  loadsModel: (key) => `يُحمَّل الطراز ${key} من الكتالوج على الموقع`,
  days: arabicCount(['يوم واحد', 'يومان', 'أيام', 'يومًا', 'يوم']),
  hours: arabicCount(['ساعة واحدة', 'ساعتان', 'ساعات', 'ساعةً', 'ساعة']),
  minutes: arabicCount(['دقيقة واحدة', 'دقيقتان', 'دقائق', 'دقيقةً', 'دقيقة']),
}

/** The texts for a locale ("ar", "ar-AE"...). */
export function modelShowcaseText(locale: string): ModelShowcaseText {
  return languageOf(locale) === 'ar' ? AR : EN
}
