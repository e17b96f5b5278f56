import type { RentalExtra, RentalStepGroup } from './rent-a-car-types.js'

/**
 * The extras of every extra step, each with the id its choice is kept under: "step.item.subitem" by
 * position, so a lead names what was offered on the page the shopper saw.
 */
export function rentalExtras(groups: readonly RentalStepGroup[] | undefined): RentalExtra[][] {
  return (groups ?? []).map((group, g) =>
    (group.data_json?.items ?? []).flatMap((item, i) =>
      (item.subitems ?? []).map((subitem, s) => ({
        id: `${g}.${i}.${s}`,
        item: `${g}.${i}`,
        itemHeading: item.heading,
        label: subitem.heading?.trim() || item.heading,
        subitem,
      })),
    ),
  )
}
