// The footer settings of a site and locale (000 §2, §3), after sanitising by sanitiseFooter().

/** One footer entry (000 §3). A wrapper groups other items in a div or span. */
export interface FooterItem {
  label?: string
  id?: string
  class?: string
  url?: string
  target: '_self' | '_blank'
  icon?: string
  type: 'link' | 'social' | 'image' | 'wrapper'
  rel?: string
  aria_label?: string
  tag: 'div' | 'span'
  /** Image items only; width and height default to 200 x 80. */
  image?: FooterImage
  /** Wrapper items only. */
  items?: FooterItem[]
}

export interface FooterImage {
  src: string
  alt: string
  width: number
  height: number
}

export interface FooterRow {
  heading_link?: FooterItem
  items: FooterItem[]
}

export interface FooterColumn {
  type: 'links' | 'social'
  heading?: string
  rows: FooterRow[]
}

export interface FooterMarket {
  code: string
  label: string
  languages: { code: string; label: string }[]
}

export interface FooterSettings {
  top?: { items: FooterItem[] }
  medium?: { columns: FooterColumn[] }
  middle?: { items: FooterItem[] }
  bottom?: { items: FooterItem[]; copyright?: string }
  /** The footer search bar: a keyword search on the site's /search page. */
  search?: { enabled: boolean; placeholder: string; label: string }
  /** Market, language and retailer dropdowns with a link to the chosen retailer's site. */
  retailer_picker?: {
    enabled: boolean
    markets: FooterMarket[]
    /** Where the retailers of a market and language come from; {market} and {language} are replaced. */
    retailers_url?: string
    heading?: string
    labels?: { market?: string; language?: string; retailer?: string; submit?: string }
  }
}
