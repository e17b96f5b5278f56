import type { RentalStepGroup } from '../../../engine/rent-a-car/rent-a-car-types.js'

/** A step of the booking overlay (002 §2, §4): location and date, the block's extra steps, contact, summary. */
export type RentalStep =
  | { kind: 'location' }
  | { kind: 'extras'; group: number; name: string }
  | { kind: 'contact' }
  | { kind: 'summary' }

/** The overlay's steps in order: the extra steps (at most four) sit between the location and the contact. */
export function rentalSteps(groups: readonly RentalStepGroup[] | undefined): RentalStep[] {
  return [
    { kind: 'location' },
    ...(groups ?? [])
      .slice(0, 4)
      .map((group, i) => ({ kind: 'extras' as const, group: i, name: group.name })),
    { kind: 'contact' },
    { kind: 'summary' },
  ]
}
