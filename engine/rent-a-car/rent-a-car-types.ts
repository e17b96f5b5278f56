import type { RentACarAttributes } from '../../templates/generated/types.js'
import type { DatePattern } from '../dates/date-pattern.js'

/** A branch a car is picked up from or returned to (002 §3 locations_list). */
export type RentalLocation = NonNullable<RentACarAttributes['locations_json']>['locations_list'][number]
/** A car on offer (002 §3 vehicles_list). */
export type RentalVehicle = NonNullable<RentACarAttributes['vehicles_json']>['vehicles_list'][number]
/** One extra step of the overlay (002 §3 step groups with name and data_json). */
export type RentalStepGroup = NonNullable<RentACarAttributes['groups']>[number]
export type RentalStepItem = RentalStepGroup['data_json']['items'][number]
export type RentalSubitem = RentalStepItem['subitems'][number]
export type RentalController = RentalSubitem['controller']

/** additional_json with its defaults filled in (002 §9: map zoom 7, Sundays disabled in the sample). */
export interface RentalOptions {
  allowDifferentDropoff: boolean
  allowCustomPickup: boolean
  allowCustomDropoff: boolean
  distanceUnit: 'km' | 'mi'
  disabledWeekdays: number[]
  datePattern: DatePattern
  mapZoom: number
  mapCenter?: { lat: number; lng: number }
}

/** An extra the shopper can choose, with the id its choice is kept under ("1.0.2": step, item, subitem). */
export interface RentalExtra {
  id: string
  /** The item it belongs to ("1.0": step, item) and that item's heading. */
  item: string
  itemHeading: string
  /** The subitem's heading, else its item's. */
  label: string
  subitem: RentalSubitem
}

/** Where a car is picked up or returned: a branch by its name_key, or an address of the shopper's. */
export type RentalPlace = { kind: 'location'; key: string } | { kind: 'address'; address: string }

/** What the shopper chose in the overlay so far. */
export interface RentalChoice {
  pickup: RentalPlace
  /** Return where it was picked up unless the block allows and the shopper asks for another place. */
  differentDropoff: boolean
  dropoff: RentalPlace
  /** Calendar dates, "" until chosen. */
  pickupDate: string
  dropoffDate: string
  /** The vehicle's nameplate_name, "" until chosen. */
  vehicle: string
  /** Amounts (numbers) and toggles (booleans) by extra id. */
  extras: Record<string, number | boolean>
}
