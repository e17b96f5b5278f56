import { languageOf } from '../../../engine/storefront/language-of.js'

/** The search page's own words. `noResults` is 000 §8's text, word for word. */
export interface SearchLabels {
  title: string
  resultsFor: (count: number, keyword: string) => string
  prompt: string
  noResults: string
  pages: string
  vehicles: string
  vehiclesFound: (count: number) => string
  pagination: string
  previous: string
  next: string
  pageOf: (page: number, pages: number) => string
}

const EN: SearchLabels = {
  title: 'Search',
  resultsFor: (count, keyword) => `${count} ${count === 1 ? 'result' : 'results'} for “${keyword}”`,
  prompt: 'Enter a word or phrase to search our website and our stock.',
  noResults: 'Sorry there were no results for your search. Please try again with another term or phrase.',
  pages: 'Pages',
  vehicles: 'Vehicles in stock',
  vehiclesFound: (count) => `${count} ${count === 1 ? 'vehicle matches' : 'vehicles match'} your search`,
  pagination: 'Search result pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
}

const AR: SearchLabels = {
  title: 'بحث',
  resultsFor: (count, keyword) => `${count} نتيجة لـ «${keyword}»`,
  prompt: 'أدخل كلمة أو عبارة للبحث في موقعنا وفي المركبات المتوفرة.',
  noResults: 'عذرًا، لم نعثر على نتائج لبحثك. يرجى المحاولة مرة أخرى بكلمة أو عبارة أخرى.',
  pages: 'الصفحات',
  vehicles: 'المركبات المتوفرة',
  vehiclesFound: (count) => `${count} مركبة تطابق بحثك`,
  pagination: 'صفحات نتائج البحث',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page, pages) => `الصفحة ${page} من ${pages}`,
}

/** The search page's words in the locale's language (English for any language without its own table). */
export function searchLabels(locale: string): SearchLabels {
  return languageOf(locale) === 'ar' ? AR : EN
}
