import type { CarRentAttributes } from '../../../templates/generated/types.js'

type Car = NonNullable<CarRentAttributes['groups']>[number]
type Image = NonNullable<Car['image']>

/** One piece of a car's additional equipment. */
export interface Equipment {
  title: string
  description?: string
  image?: Image
}

const SLOTS = [1, 2, 3, 4, 5] as const

/** A car's additional equipment (002 §3: five sets of title, description and image), the sets with a title. */
export function carEquipment(car: Car): Equipment[] {
  return SLOTS.flatMap((n) => {
    const title = car[`additional_equipment_title_${n}`]?.trim()
    if (!title) return []
    return [
      {
        title,
        description: car[`additional_equipment_description_${n}`],
        image: car[`additional_equipment_image_${n}`],
      },
    ]
  })
}
