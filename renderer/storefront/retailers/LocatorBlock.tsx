import type { DistanceUnit } from '../../../engine/dealers/distance-in-unit.js'
import type { HeadingTag } from '../../html/heading.js'
import type { DealerLocatorData } from './dealer-locator-data.js'
import { dealerLocatorTexts } from './dealer-locator-texts.js'
import { DealerLocatorApp, type LocatorVariant } from './DealerLocatorApp.js'

/** The attributes the three locator templates share (their schemas differ in search fields only). */
interface LocatorAttributes {
  heading?: string
  header_tag?: HeadingTag
  paragraph?: string
  distance_unit?: DistanceUnit
  map_zoom?: number
}

/**
 * A retailer locator block of any variant: its loader read the search from the page URL; without loaded
 * data (the editor) it says where the retailers go.
 */
export function LocatorBlock({
  blockId,
  variant,
  attributes: a,
  data,
}: {
  blockId: string
  variant: LocatorVariant
  attributes: LocatorAttributes
  data: unknown
}) {
  if (!data)
    return <p className="dealer-locator__placeholder">Retailer locator: the retailers show on the site</p>
  return (
    <DealerLocatorApp
      blockId={blockId}
      variant={variant}
      data={data as DealerLocatorData}
      texts={dealerLocatorTexts(a)}
      heading={a.heading}
      headerTag={a.header_tag}
      paragraph={a.paragraph}
      distanceUnit={a.distance_unit ?? 'km'}
      mapZoom={a.map_zoom ?? 4}
    />
  )
}
