import type { BlockRegistry } from './block-entry.js'
import { CarRent } from './blocks/car-rent/car-rent.js'
import { CollectionSliderFeed } from './blocks/collection-slider-feed/collection-slider-feed.js'
import { loadCollectionFeed } from './blocks/collection-slider-feed/load-collection-feed.js'
import { CompareImages } from './blocks/compare-images/compare-images.js'
import { ExpandedEntryForm } from './blocks/expanded-entry-form/expanded-entry-form.js'
import { HeroCarousel } from './blocks/hero-carousel/hero-carousel.js'
import { heroCarouselLoading } from './blocks/hero-carousel/hero-carousel-loading.js'
import { IconButtonSlider } from './blocks/icon-button-slider/icon-button-slider.js'
import { HotspotsContainer } from './blocks/hotspots-container/hotspots-container.js'
import { ImageTabs } from './blocks/image-tabs/image-tabs.js'
import { InPageNavigation } from './blocks/in-page-navigation/in-page-navigation.js'
import { InfoSystem } from './blocks/info-system/info-system.js'
import { JlrAccordions } from './blocks/jlr-accordions/jlr-accordions.js'
import { JlrCollectionItem } from './blocks/jlr-collection-item/jlr-collection-item.js'
import { JlrCollectionSlider } from './blocks/jlr-collection-slider/jlr-collection-slider.js'
import { JlrDealerLocatorMena } from './blocks/jlr-dealer-locator-mena/jlr-dealer-locator-mena.js'
import { JlrDealerLocatorWithMap } from './blocks/jlr-dealer-locator-with-map/jlr-dealer-locator-with-map.js'
import { JlrDealerLocator } from './blocks/jlr-dealer-locator/jlr-dealer-locator.js'
import { JlrContentBlocks } from './blocks/jlr-content-blocks/jlr-content-blocks.js'
import { JlrColorPickerSlider } from './blocks/jlr-color-picker-slider/jlr-color-picker-slider.js'
import { JlrHeroTitleBannerTall } from './blocks/jlr-hero-title-banner-tall/jlr-hero-title-banner-tall.js'
import { JlrHeroTitleBanner } from './blocks/jlr-hero-title-banner/jlr-hero-title-banner.js'
import { JlrHeroSlider } from './blocks/jlr-hero-slider/jlr-hero-slider.js'
import { JlrExpandedEntryFormMena } from './blocks/jlr-expanded-entry-form-mena/jlr-expanded-entry-form-mena.js'
import { JlrExtendedWarranty } from './blocks/jlr-extended-warranty/jlr-extended-warranty.js'
import { JlrDieselPetrolQuiz } from './blocks/jlr-diesel-petrol-quiz/jlr-diesel-petrol-quiz.js'
import { JlrSubscriptionQuiz } from './blocks/jlr-subscription-quiz/jlr-subscription-quiz.js'
import { JlrFinanceCalculator } from './blocks/jlr-finance-calculator/jlr-finance-calculator.js'
import { loadFinanceCalculator } from './blocks/jlr-finance-calculator/load-finance-calculator.js'
import { JlrExterior360 } from './blocks/jlr-exterior-360/jlr-exterior-360.js'
import { JlrHtmlBlock } from './blocks/jlr-html-block/jlr-html-block.js'
import { JlrInterior360 } from './blocks/jlr-interior-360/jlr-interior-360.js'
import { JlrOffersSalesforce } from './blocks/jlr-offers-salesforce/jlr-offers-salesforce.js'
import { JlrParallaxImage } from './blocks/jlr-parallax-image/jlr-parallax-image.js'
import { JlrModelsCarouselManual } from './blocks/jlr-models-carousel-manual/jlr-models-carousel-manual.js'
import { JlrSelectVehicleToUpdate } from './blocks/jlr-select-vehicle-to-update/jlr-select-vehicle-to-update.js'
import { JlrRetailerCards } from './blocks/jlr-retailer-cards/jlr-retailer-cards.js'
import { JlrRetailerSchema } from './blocks/jlr-retailer-schema/jlr-retailer-schema.js'
import { JlrRetailerServiceSchema } from './blocks/jlr-retailer-service-schema/jlr-retailer-service-schema.js'
import { JlrSignPost } from './blocks/jlr-sign-post/jlr-sign-post.js'
import { JlrSnippet } from './blocks/jlr-snippet/jlr-snippet.js'
import { JlrSameSizeCarousel } from './blocks/jlr-same-size-carousel/jlr-same-size-carousel.js'
import { JlrTabs } from './blocks/jlr-tabs/jlr-tabs.js'
import { JlrTabbedComponent } from './blocks/jlr-tabbed-component/jlr-tabbed-component.js'
import { JlrTextStepsComponent } from './blocks/jlr-text-steps-component/jlr-text-steps-component.js'
import { LocationMap } from './blocks/location-map/location-map.js'
import { Masonry } from './blocks/masonry/masonry.js'
import { QuoteSlider } from './blocks/quote-slider/quote-slider.js'
import { loadRentACar } from './blocks/rent-a-car/load-rent-a-car.js'
import { RentACar } from './blocks/rent-a-car/rent-a-car.js'
import { SpecificationGlance } from './blocks/specification-glance/specification-glance.js'
import { Versatility } from './blocks/versatility/versatility.js'
import { JlrInPageCarsInventoryServerSideRendered } from './blocks/jlr-in-page-cars-inventory-server-side-rendered/jlr-in-page-cars-inventory-server-side-rendered.js'
import { StockLocatorCarousel } from './blocks/stock-locator-carousel/stock-locator-carousel.js'
import { StockLocatorOverseas } from './blocks/stock-locator-overseas/stock-locator-overseas.js'
import { StockLocator } from './blocks/stock-locator/stock-locator.js'
import { JlrMapUpdate } from './blocks/jlr-map-update/jlr-map-update.js'
import { JlrVinCheckerLocal } from './blocks/jlr-vin-checker-local/jlr-vin-checker-local.js'
import { loadNews } from './blocks/news/load-news.js'
import { News } from './blocks/news/news.js'
import { loadRacingResults } from './blocks/racing-results/load-racing-results.js'
import { RacingResults } from './blocks/racing-results/racing-results.js'
import { loadRangeData } from './blocks/range-calculator/load-range-data.js'
import { RangeCalculator } from './blocks/range-calculator/range-calculator.js'
import { ElectrifyingPower } from './blocks/electrifying-power/electrifying-power.js'
import { ImageBox } from './blocks/image-box/image-box.js'
import { JlrModelSummaryFilters } from './blocks/jlr-model-summary-filters/jlr-model-summary-filters.js'
import { JlrSpecification } from './blocks/jlr-specification/jlr-specification.js'
import { loadCatalogueModel } from './blocks/jlr-specification/load-catalogue-model.js'
import { loadModelSummary } from './blocks/model-summary/load-model-summary.js'
import { ModelSummary } from './blocks/model-summary/model-summary.js'
import { RangeComponent } from './blocks/range-component/range-component.js'
import { DualFrameCarousel } from './blocks/dual-frame-carousel/dual-frame-carousel.js'
import { EntryForm } from './blocks/entry-form/entry-form.js'
import { GalleryCarousel } from './blocks/gallery-carousel/gallery-carousel.js'
import { GalleryCategories } from './blocks/gallery-categories/gallery-categories.js'
import { IconsTimeline } from './blocks/icons-timeline/icons-timeline.js'
import { NumberButtonCarousel } from './blocks/number-button-carousel/number-button-carousel.js'
import { Quote } from './blocks/quote/quote.js'
import { ReadyToGoBar } from './blocks/ready-to-go-bar/ready-to-go-bar.js'
import { SingleOffer } from './blocks/single-offer/single-offer.js'
import { loadFormDefinitions } from './forms/load-form-definitions.js'
import { loadDealerLocator } from './storefront/retailers/load-dealer-locator.js'
import { loadRetailerCards } from './storefront/retailers/load-retailer-cards.js'
import { loadRetailerSchema } from './blocks/jlr-retailer-schema/load-retailer-schema.js'
import { loadStockCards } from './storefront/stock-list/load-stock-cards.js'
import { loadStockList } from './storefront/stock-list/load-stock-list.js'

/**
 * Every template's component. Typed by TemplateKey: a template without an entry fails the typecheck.
 * `island: true` exactly for the templates marked interactive (their island.tsx hydrates in the browser).
 */
export const blockRegistry: BlockRegistry = {
  // Both work from their server markup until the shopper reaches for a button (a click meanwhile is replayed).
  'car-rent': { component: CarRent, island: true, islandLoading: () => ({ interaction: true }) },
  'compare-images': { component: CompareImages, island: true },
  'electrifying-power': { component: ElectrifyingPower },
  'expanded-entry-form': {
    component: ExpandedEntryForm,
    island: true,
    loader: (b, c) =>
      loadFormDefinitions([b.attributes.form_id, ...(b.attributes.tabs ?? []).map((t) => t.form_id)], c),
  },
  'hero-carousel': { component: HeroCarousel, island: true, islandLoading: heroCarouselLoading },
  'image-box': { component: ImageBox, island: true },
  'hotspots-container': { component: HotspotsContainer, island: true },
  'image-tabs': { component: ImageTabs, island: true },
  'in-page-navigation': { component: InPageNavigation },
  'info-system': { component: InfoSystem, island: true },
  'jlr-accordions': { component: JlrAccordions, island: true },
  'jlr-collection-item': { component: JlrCollectionItem },
  'jlr-color-picker-slider': { component: JlrColorPickerSlider, island: true },
  'jlr-content-blocks': { component: JlrContentBlocks },
  'jlr-dealer-locator': {
    component: JlrDealerLocator,
    island: true,
    readsQuery: true,
    loader: (b, c) => loadDealerLocator(b.attributes, c, 'standard'),
  },
  'jlr-dealer-locator-mena': {
    component: JlrDealerLocatorMena,
    island: true,
    readsQuery: true,
    loader: (b, c) => loadDealerLocator(b.attributes, c, 'mena'),
  },
  'jlr-dealer-locator-with-map': {
    component: JlrDealerLocatorWithMap,
    island: true,
    readsQuery: true,
    usesMaps: true,
    loader: (b, c) => loadDealerLocator(b.attributes, c, 'map'),
  },
  'jlr-hero-title-banner-tall': { component: JlrHeroTitleBannerTall },
  'jlr-hero-title-banner': { component: JlrHeroTitleBanner },
  'jlr-hero-slider': { component: JlrHeroSlider, island: true },
  'jlr-expanded-entry-form-mena': {
    component: JlrExpandedEntryFormMena,
    island: true,
    loader: (b, c) =>
      loadFormDefinitions([b.attributes.form_id, ...(b.attributes.tabs ?? []).map((t) => t.form_id)], c),
  },
  'jlr-extended-warranty': {
    component: JlrExtendedWarranty,
    island: true,
    loader: (b, c) => loadFormDefinitions([b.attributes.form_id], c),
  },
  'jlr-finance-calculator': {
    component: JlrFinanceCalculator,
    island: true,
    loader: (b, c) => loadFinanceCalculator(b.attributes, c),
  },
  'jlr-exterior-360': { component: JlrExterior360, island: true },
  'jlr-html-block': { component: JlrHtmlBlock },
  'jlr-interior-360': { component: JlrInterior360, island: true },
  // The quizzes need React only once the shopper starts: a click on Start meanwhile is replayed.
  'jlr-diesel-petrol-quiz': {
    component: JlrDieselPetrolQuiz,
    island: true,
    islandLoading: () => ({ interaction: true }),
  },
  'jlr-subscription-quiz': {
    component: JlrSubscriptionQuiz,
    island: true,
    islandLoading: () => ({ interaction: true }),
  },
  'jlr-offers-salesforce': {
    component: JlrOffersSalesforce,
    island: true,
    loader: (b, c) => loadFormDefinitions([b.attributes.form_id], c),
  },
  'jlr-map-update': { component: JlrMapUpdate, island: true },
  'jlr-model-summary-filters': { component: JlrModelSummaryFilters, island: true },
  'jlr-models-carousel-manual': { component: JlrModelsCarouselManual, island: true },
  'jlr-parallax-image': { component: JlrParallaxImage },
  'jlr-select-vehicle-to-update': { component: JlrSelectVehicleToUpdate, island: true },
  'jlr-retailer-cards': {
    component: JlrRetailerCards,
    island: true,
    loader: (b, c) => loadRetailerCards(b.attributes, c),
  },
  'jlr-retailer-schema': {
    component: JlrRetailerSchema,
    loader: (b, c) => loadRetailerSchema(b.attributes, c),
  },
  'jlr-retailer-service-schema': {
    component: JlrRetailerServiceSchema,
    loader: (b, c) => loadRetailerSchema(b.attributes, c),
  },
  'jlr-collection-slider': { component: JlrCollectionSlider, island: true },
  'collection-slider-feed': {
    component: CollectionSliderFeed,
    island: true,
    loader: (b, c) => loadCollectionFeed(b.attributes, c),
  },
  'icon-button-slider': { component: IconButtonSlider, island: true },
  'jlr-sign-post': { component: JlrSignPost },
  'jlr-specification': {
    component: JlrSpecification,
    loader: (b, c) => loadCatalogueModel('jlr-specification', b.attributes.model_key, c),
  },
  'jlr-snippet': { component: JlrSnippet },
  'jlr-same-size-carousel': { component: JlrSameSizeCarousel, island: true },
  'jlr-tabs': { component: JlrTabs, island: true },
  'jlr-tabbed-component': { component: JlrTabbedComponent, island: true },
  'jlr-text-steps-component': { component: JlrTextStepsComponent },
  'jlr-vin-checker-local': { component: JlrVinCheckerLocal, island: true },
  'location-map': { component: LocationMap, island: true },
  masonry: { component: Masonry },
  'model-summary': {
    component: ModelSummary,
    island: true,
    loader: (b, c) => loadModelSummary(b.attributes, c),
  },
  news: { component: News, readsQuery: true, loader: (b, c) => loadNews(b.attributes, c) },
  'quote-slider': { component: QuoteSlider, island: true },
  'rent-a-car': {
    component: RentACar,
    island: true,
    islandLoading: () => ({ interaction: true }),
    loader: (b, c) => loadRentACar(b.attributes, c),
  },
  'racing-results': { component: RacingResults, loader: (b, c) => loadRacingResults(b.attributes.url, c) },
  'range-calculator': {
    component: RangeCalculator,
    island: true,
    loader: (b, c) => loadRangeData(b.attributes.data_url, c),
  },
  'range-component': { component: RangeComponent },
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
  versatility: { component: Versatility, island: true },
  'dual-frame-carousel': { component: DualFrameCarousel, island: true },
  'entry-form': {
    component: EntryForm,
    island: true,
    loader: (b, c) => loadFormDefinitions([b.attributes.form_id], c),
  },
  'gallery-carousel': { component: GalleryCarousel, island: true },
  'gallery-categories': { component: GalleryCategories },
  'icons-timeline': { component: IconsTimeline },
  'number-button-carousel': { component: NumberButtonCarousel, island: true },
  quote: { component: Quote },
  'ready-to-go-bar': { component: ReadyToGoBar },
  'single-offer': { component: SingleOffer },
}
