import type { VehiclePhoto } from '../../../engine/stock/stock-types.js'
import { Island } from '../../blocks/island.js'
import { heroSources } from './hero-sources.js'
import GalleryIsland, { type VehicleGalleryProps } from './islands/vehicle-gallery.js'
import type { VehiclePageLabels } from './vehicle-page-labels.js'

/**
 * The vehicle's photos in sequence order (000 §2 hero images): each photo's 1600/1024/640 variants, or its
 * one path at 900x500; the strip itself is an island for its previous/next buttons.
 */
export function VehicleGallery({
  photos,
  alt,
  labels,
}: {
  photos: VehiclePhoto[]
  alt: string
  labels: VehiclePageLabels
}) {
  const frames = [...photos]
    .sort((a, b) => a.sequence - b.sequence)
    .map((photo) => heroSources(photo))
    .filter((s) => s !== null)
  if (!frames.length)
    return (
      <div className="vehicle-gallery vehicle-gallery--empty" role="img" aria-label={labels.noPhoto}>
        <span>{labels.noPhoto}</span>
      </div>
    )
  const props: VehicleGalleryProps = {
    frames,
    alt,
    labels: {
      gallery: labels.gallery,
      photo: labels.photo,
      previous: labels.previousPhoto,
      next: labels.nextPhoto,
    },
  }
  return (
    <Island name="storefront:vehicle-page/vehicle-gallery" props={props} eager>
      <GalleryIsland {...props} />
    </Island>
  )
}
