import { demoPalette, type DemoPalette } from '../media/demo-image.js'
import { imageIdsIn } from '../media/image-ids.js'

/**
 * The media ids the demo content shows, each with the brands of the sites that show it, so a demo image is
 * drawn in the palette of the site it appears on (an image only the Jaguar site shows in Jaguar's colours,
 * whatever its id).
 */
export class DemoImageUses {
  private readonly brands = new Map<string, Set<string>>()

  /** The ids in `content` (imageIdsIn), shown by a site of `brand` (none: the id alone decides). */
  add(content: unknown, brand?: string): void {
    for (const id of imageIdsIn(content)) this.addIds([id], brand)
  }

  /** Ids as they are, shown by a site of `brand` (none: the id alone decides, as stock photos' do). */
  addIds(ids: Iterable<string>, brand?: string): void {
    for (const id of ids) {
      const brands = this.brands.get(id) ?? new Set<string>()
      if (brand) brands.add(brand)
      this.brands.set(id, brands)
    }
  }

  get size(): number {
    return this.brands.size
  }

  ids(): string[] {
    return [...this.brands.keys()]
  }

  palette(id: string): DemoPalette {
    return demoPalette(id, this.brands.get(id))
  }
}
