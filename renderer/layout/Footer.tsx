import { sanitiseFooter } from '../../engine/rules/footer-sanitiser.js'
import type { FooterSettings } from '../../engine/rules/footer-types.js'
import { Island } from '../blocks/island.js'
import { useRenderContext } from '../context/render-context.js'
import { ReusedHtml } from '../html/reused-html.js'
import { FooterItemList } from './FooterItemList.js'
import { FooterItemView } from './FooterItemView.js'
import RetailerPicker, { type RetailerPickerProps } from './islands/retailer-picker.js'
import SearchAutocomplete, { type SearchAutocompleteProps } from './islands/search-autocomplete.js'
import { layoutLabels } from './layout-labels.js'

/**
 * The footer of every page (000 §2): top items beside the search bar, the link columns (medium), middle
 * items beside the retailer picker, then the bottom links and copyright. Settings are sanitised here as
 * well (000 §5), so whatever the caller passes, no unsafe link or malformed item reaches the page.
 */
export function Footer({ settings }: { settings: FooterSettings | null | undefined }) {
  // Settings sanitised once per content version (server/ssr/content-cache.ts) come back as they are.
  const footer = sanitiseFooter(settings)
  // The footer depends on its settings and the render context alone: the server renders it once per
  // site, locale and content version (docs/decisions/018).
  return (
    <ReusedHtml as="footer" attributes={{ className: 'site-footer' }} kind="footer" identity={footer}>
      <FooterContent footer={footer} />
    </ReusedHtml>
  )
}

function FooterContent({ footer }: { footer: FooterSettings }) {
  const { locale, localePrefix } = useRenderContext()
  const labels = layoutLabels(locale)
  const search = footer.search?.enabled ? footer.search : null
  const picker = footer.retailer_picker?.enabled ? footer.retailer_picker : null
  const pickerProps: RetailerPickerProps | null = picker
    ? {
        ...(picker.heading ? { heading: picker.heading } : {}),
        markets: picker.markets,
        ...(picker.retailers_url ? { retailersUrl: picker.retailers_url } : {}),
        labels: {
          market: picker.labels?.market ?? labels.market,
          language: picker.labels?.language ?? labels.language,
          retailer: picker.labels?.retailer ?? labels.retailer,
          placeholder: labels.retailerPlaceholder,
          none: labels.noRetailers,
          submit: picker.labels?.submit ?? labels.retailerSubmit,
        },
      }
    : null
  // The footer search bar (000 §2): a GET form to the site's /search page, with suggestions once hydrated.
  const searchProps: SearchAutocompleteProps | null = search
    ? {
        action: `${localePrefix}/search`,
        suggestionsUrl: '/search_suggestions/',
        locale,
        inputId: 'footer-search-keyword',
        variant: 'footer',
        labels: {
          label: search.label || labels.searchLabel,
          placeholder: search.placeholder || labels.searchPlaceholder,
          submit: labels.searchSubmit,
          suggestions: labels.searchSuggestions,
        },
      }
    : null
  return (
    <>
      <h2 className="visually-hidden">{labels.footer}</h2>
      {footer.top || search ? (
        <div className="site-footer__top">
          <div className="site-footer__top-inner container">
            {footer.top ? (
              <FooterItemList items={footer.top.items} className="site-footer__top-items" />
            ) : null}
            {searchProps ? (
              <Island name="layout:search-autocomplete" props={searchProps}>
                <SearchAutocomplete {...searchProps} />
              </Island>
            ) : null}
          </div>
        </div>
      ) : null}
      {footer.medium ? (
        <div className="site-footer__medium container">
          {footer.medium.columns.map((column, i) => (
            <section key={i} className={`site-footer__column site-footer__column--${column.type}`}>
              {column.heading ? <h3 className="site-footer__heading">{column.heading}</h3> : null}
              {column.rows.map((row, j) => (
                <div key={j} className="site-footer__row">
                  {row.heading_link ? (
                    <h4 className="site-footer__row-heading">
                      <FooterItemView item={{ ...row.heading_link, tag: 'span' }} />
                    </h4>
                  ) : null}
                  {row.items.length ? (
                    <FooterItemList
                      items={row.items}
                      className={column.type === 'social' ? 'site-footer__social' : 'site-footer__links'}
                    />
                  ) : null}
                </div>
              ))}
            </section>
          ))}
        </div>
      ) : null}
      {footer.middle || pickerProps ? (
        <div className="site-footer__middle container">
          {footer.middle ? (
            <FooterItemList items={footer.middle.items} className="site-footer__middle-items" />
          ) : null}
          {pickerProps ? (
            <Island name="layout:retailer-picker" props={pickerProps}>
              <RetailerPicker {...pickerProps} />
            </Island>
          ) : null}
        </div>
      ) : null}
      {footer.bottom ? (
        <div className="site-footer__bottom">
          <div className="site-footer__bottom-inner container">
            <FooterItemList items={footer.bottom.items} className="site-footer__bottom-items" />
            {footer.bottom.copyright ? (
              <p className="site-footer__copyright">{footer.bottom.copyright}</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </>
  )
}
