import type { CarRentAttributes } from '../../../templates/generated/types.js'

type Car = NonNullable<CarRentAttributes['groups']>[number]

const SLOTS = [1, 2, 3, 4, 5, 6, 7, 8] as const

/** A car's features (002 §3: eight icon and icon-text pairs), the pairs with a text. */
export function carFeatures(car: Car): { icon?: string; text: string }[] {
  return SLOTS.flatMap((n) => {
    const text = car[`icon_text_${n}`]?.trim()
    return text ? [{ icon: car[`icon_${n}`], text }] : []
  })
}
