import type { LanguageLink } from './nav-types.js'

/**
 * Links to the page in the site's other languages, each named in its own language and marked with its
 * language (lang, hreflang), so a screen reader reads "العربية" as Arabic on an English page. Rendered as
 * list items: the navigation puts them at the end of its own list, in the bar and in the phone menu alike.
 */
export function LanguageSwitch({ languages }: { languages: readonly LanguageLink[] }) {
  return languages.map((language) => (
    <li key={language.locale} className="site-nav__item site-nav__item--language">
      <a
        className="site-nav__link site-nav__language"
        href={language.href}
        lang={language.locale}
        hrefLang={language.locale}
        data-testid={`language-switch:${language.locale}`}
      >
        {language.label}
      </a>
    </li>
  ))
}
