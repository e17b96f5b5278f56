import { BrandLogo } from './BrandLogo.js'

/** The brand mark linking to the locale's home page, with the dealer's name beside it when given. */
export function SiteLogoLink({
  brand,
  siteName,
  dealerName,
  homeUrl,
  homeLabel,
}: {
  brand: string
  siteName: string
  dealerName?: string
  homeUrl: string
  homeLabel: string
}) {
  return (
    <a className="site-logo" href={homeUrl}>
      <span className="site-logo__mark">
        <BrandLogo brand={brand} />
      </span>
      {dealerName ? (
        <span className="site-logo__dealer" aria-hidden="true">
          {dealerName}
        </span>
      ) : null}
      <span className="visually-hidden">
        {siteName}, {homeLabel}
      </span>
    </a>
  )
}
