import { QUICK_LINKS_DEFAULT_EXPAND_LABEL } from '../../engine/rules/floating-action-button.js'

/** The layout's own words (not content): screen-reader names, button labels, defaults. */
export interface LayoutLabels {
  skipToContent: string
  mainNavigation: string
  openMenu: string
  closeMenu: string
  home: string
  overview: string
  breadcrumb: string
  /** The breadcrumb trail's first step, the locale's home page. */
  breadcrumbHome: string
  footer: string
  searchLabel: string
  searchPlaceholder: string
  searchSubmit: string
  /** The name of the search field's suggestion list. */
  searchSuggestions: string
  market: string
  language: string
  retailer: string
  retailerPlaceholder: string
  noRetailers: string
  retailerSubmit: string
  cookieTitle: string
  cookieMessage: string
  cookieAccept: string
  cookieReject: string
  cookiePolicy: string
  fabOpen: string
  fabClose: string
  quickLinks: string
  quickLinksCollapse: string
  quickLinksExpand: string
  /** The quick links' title when the site configures none (000 §9 "Next Steps"). */
  quickLinksTitle: string
  close: string
  errorPageFailed: string
  goHome: string
}

const EN: LayoutLabels = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main navigation',
  openMenu: 'Menu',
  closeMenu: 'Close menu',
  home: 'home page',
  overview: 'Overview',
  breadcrumb: 'Breadcrumb',
  breadcrumbHome: 'Home',
  footer: 'Footer',
  searchLabel: 'Search',
  searchPlaceholder: 'Search our website',
  searchSubmit: 'Search',
  searchSuggestions: 'Search suggestions',
  market: 'Market',
  language: 'Language',
  retailer: 'Retailer',
  retailerPlaceholder: 'Select a retailer',
  noRetailers: 'No retailers available',
  retailerSubmit: 'Visit retailer website',
  cookieTitle: 'Cookies on this website',
  cookieMessage:
    'We use cookies to make our website work, to understand how it is used and to show you content and offers that suit you. You can accept all cookies or keep only the ones the website needs to work.',
  cookieAccept: 'Accept all cookies',
  cookieReject: 'Reject optional cookies',
  cookiePolicy: 'Cookie policy',
  fabOpen: 'Open quick actions',
  fabClose: 'Close quick actions',
  quickLinks: 'Quick links',
  quickLinksCollapse: 'Collapse quick links',
  quickLinksExpand: 'Expand quick links',
  quickLinksTitle: QUICK_LINKS_DEFAULT_EXPAND_LABEL,
  close: 'Close',
  // 000 §8: the error page's own failure.
  errorPageFailed: 'An error occurred while showing the error page',
  goHome: 'Go to the home page',
}

const AR: LayoutLabels = {
  skipToContent: 'انتقل إلى المحتوى الرئيسي',
  mainNavigation: 'التنقل الرئيسي',
  openMenu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
  home: 'الصفحة الرئيسية',
  overview: 'نظرة عامة',
  breadcrumb: 'مسار التنقل',
  breadcrumbHome: 'الرئيسية',
  footer: 'تذييل الصفحة',
  searchLabel: 'بحث',
  searchPlaceholder: 'ابحث في موقعنا',
  searchSubmit: 'بحث',
  searchSuggestions: 'اقتراحات البحث',
  market: 'السوق',
  language: 'اللغة',
  retailer: 'الوكيل',
  retailerPlaceholder: 'اختر وكيلاً',
  noRetailers: 'لا يوجد وكلاء متاحون',
  retailerSubmit: 'زيارة موقع الوكيل',
  cookieTitle: 'ملفات تعريف الارتباط على هذا الموقع',
  cookieMessage:
    'نستخدم ملفات تعريف الارتباط لتشغيل موقعنا وفهم طريقة استخدامه وعرض محتوى وعروض تناسبك. يمكنك قبول جميع ملفات تعريف الارتباط أو الاكتفاء بما يحتاجه الموقع ليعمل.',
  cookieAccept: 'قبول جميع ملفات تعريف الارتباط',
  cookieReject: 'رفض ملفات تعريف الارتباط الاختيارية',
  cookiePolicy: 'سياسة ملفات تعريف الارتباط',
  fabOpen: 'فتح الإجراءات السريعة',
  fabClose: 'إغلاق الإجراءات السريعة',
  quickLinks: 'روابط سريعة',
  quickLinksCollapse: 'طي الروابط السريعة',
  quickLinksExpand: 'توسيع الروابط السريعة',
  quickLinksTitle: 'الخطوات التالية',
  close: 'إغلاق',
  errorPageFailed: 'حدث خطأ أثناء عرض صفحة الخطأ',
  goHome: 'الانتقال إلى الصفحة الرئيسية',
}

/** The layout labels of a locale ("ar", "ar-AE" give Arabic); English otherwise. */
export function layoutLabels(locale: string): LayoutLabels {
  return locale.toLowerCase().startsWith('ar') ? AR : EN
}
