import type { BlockRegistry } from './block-entry.js'
import { CompareImages } from './blocks/compare-images/compare-images.js'
import { ExpandedEntryForm } from './blocks/expanded-entry-form/expanded-entry-form.js'
import { HeroCarousel } from './blocks/hero-carousel/hero-carousel.js'
import { heroCarouselLoading } from './blocks/hero-carousel/hero-carousel-loading.js'
import { ImageTabs } from './blocks/image-tabs/image-tabs.js'
import { InPageNavigation } from './blocks/in-page-navigation/in-page-navigation.js'
import { InfoSystem } from './blocks/info-system/info-system.js'
import { JlrAccordions } from './blocks/jlr-accordions/jlr-accordions.js'
import { JlrContentBlocks } from './blocks/jlr-content-blocks/jlr-content-blocks.js'
import { JlrHeroTitleBannerTall } from './blocks/jlr-hero-title-banner-tall/jlr-hero-title-banner-tall.js'
import { JlrHeroTitleBanner } from './blocks/jlr-hero-title-banner/jlr-hero-title-banner.js'
import { JlrExtendedWarranty } from './blocks/jlr-extended-warranty/jlr-extended-warranty.js'
import { JlrHtmlBlock } from './blocks/jlr-html-block/jlr-html-block.js'
import { JlrOffersSalesforce } from './blocks/jlr-offers-salesforce/jlr-offers-salesforce.js'
import { JlrParallaxImage } from './blocks/jlr-parallax-image/jlr-parallax-image.js'
import { JlrSignPost } from './blocks/jlr-sign-post/jlr-sign-post.js'
import { JlrSnippet } from './blocks/jlr-snippet/jlr-snippet.js'
import { JlrTabs } from './blocks/jlr-tabs/jlr-tabs.js'
import { JlrTextStepsComponent } from './blocks/jlr-text-steps-component/jlr-text-steps-component.js'
import { LocationMap } from './blocks/location-map/location-map.js'
import { Masonry } from './blocks/masonry/masonry.js'
import { QuoteSlider } from './blocks/quote-slider/quote-slider.js'
import { SpecificationGlance } from './blocks/specification-glance/specification-glance.js'
import { JlrInPageCarsInventoryServerSideRendered } from './blocks/jlr-in-page-cars-inventory-server-side-rendered/jlr-in-page-cars-inventory-server-side-rendered.js'
import { StockLocatorCarousel } from './blocks/stock-locator-carousel/stock-locator-carousel.js'
import { StockLocatorOverseas } from './blocks/stock-locator-overseas/stock-locator-overseas.js'
import { StockLocator } from './blocks/stock-locator/stock-locator.js'
import { loadFormDefinitions } from './forms/load-form-definitions.js'
import { loadStockCards } from './storefront/stock-list/load-stock-cards.js'
import { loadStockList } from './storefront/stock-list/load-stock-list.js'

/**
 * Every template's component. Typed by TemplateKey: a template without an entry fails the typecheck.
 * `island: true` exactly for the templates marked interactive (their island.tsx hydrates in the browser).
 */
export const blockRegistry: BlockRegistry = {
  'compare-images': { component: CompareImages, island: true },
  'expanded-entry-form': {
    component: ExpandedEntryForm,
    island: true,
    loader: (b, c) =>
      loadFormDefinitions([b.attributes.form_id, ...(b.attributes.tabs ?? []).map((t) => t.form_id)], c),
  },
  'hero-carousel': { component: HeroCarousel, island: true, islandLoading: heroCarouselLoading },
  'image-tabs': { component: ImageTabs, island: true },
  'in-page-navigation': { component: InPageNavigation },
  'info-system': { component: InfoSystem, island: true },
  'jlr-accordions': { component: JlrAccordions, island: true },
  'jlr-content-blocks': { component: JlrContentBlocks },
  'jlr-hero-title-banner-tall': { component: JlrHeroTitleBannerTall },
  'jlr-hero-title-banner': { component: JlrHeroTitleBanner },
  'jlr-extended-warranty': {
    component: JlrExtendedWarranty,
    island: true,
    loader: (b, c) => loadFormDefinitions([b.attributes.form_id], c),
  },
  'jlr-html-block': { component: JlrHtmlBlock },
  'jlr-offers-salesforce': {
    component: JlrOffersSalesforce,
    island: true,
    loader: (b, c) => loadFormDefinitions([b.attributes.form_id], c),
  },
  'jlr-parallax-image': { component: JlrParallaxImage },
  'jlr-sign-post': { component: JlrSignPost },
  'jlr-snippet': { component: JlrSnippet },
  'jlr-tabs': { component: JlrTabs, island: true },
  'jlr-text-steps-component': { component: JlrTextStepsComponent },
  'location-map': { component: LocationMap, island: true },
  masonry: { component: Masonry },
  'quote-slider': { component: QuoteSlider, island: true },
  'specification-glance': { component: SpecificationGlance },
  'stock-locator': {
    component: StockLocator,
    island: true,
    readsQuery: true,
    loader: (b, c) => loadStockList(b.attributes, c),
  },
  'stock-locator-overseas': {
    component: StockLocatorOverseas,
    island: true,
    readsQuery: true,
    loader: (b, c) => loadStockList(b.attributes, c),
  },
  'stock-locator-carousel': {
    component: StockLocatorCarousel,
    island: true,
    loader: (b, c) => loadStockCards(b.attributes, c),
  },
  'jlr-in-page-cars-inventory-server-side-rendered': {
    component: JlrInPageCarsInventoryServerSideRendered,
    loader: (b, c) => loadStockCards(b.attributes, c),
  },
}
