import { weekStart } from '../../../engine/dates/week-start.js'
import { distanceBetween } from '../../../engine/rent-a-car/distance-between.js'
import { placeLabel } from '../../../engine/rent-a-car/place-label.js'
import type { RentalPlace } from '../../../engine/rent-a-car/rent-a-car-types.js'
import { vehiclesAt } from '../../../engine/rent-a-car/vehicles-at.js'
import { fillPlaceholders } from '../../../engine/rules/fill-placeholders.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { classNames } from '../../html/class-names.js'
import { uiText } from '../../html/ui-text.js'
import { StaticMap } from '../location-map/static-map.js'
import { DateField } from './date-field.js'
import { RentalVehicleCard } from './rental-vehicle-card.js'
import type { RentACarText } from './rent-a-car-text.js'
import type { RentalJourney } from './use-rental-journey.js'

/** The select value that stands for "an address of my own" (never a name_key: those have no colon). */
const ADDRESS = ':address'

/**
 * The location and date step (002 §2, §4): the pick-up branch (or the shopper's address when the block
 * allows it), a different return place when allowed, the pick-up and return dates (closed weekdays and
 * dates outside the booking window refused, in the calendar and when typed), the vehicle among those
 * offered at the pick-up branch, and the branches on a drawn map.
 */
export function LocationStep({
  journey: j,
  text,
  locale,
  rtl,
  prices,
}: {
  journey: RentalJourney
  text: RentACarText
  locale: string
  rtl: boolean
  prices: PriceSettings
}) {
  const { choice, options, locations } = j
  const errorOf = (field: string) => j.errors.find((e) => e.field === field)?.message
  const pickupKey = choice.pickup.kind === 'location' ? choice.pickup.key : null
  const offered = vehiclesAt(j.vehicles, pickupKey || null)
  const vehicle = j.vehicles.find((v) => v.nameplate_name === choice.vehicle)
  const placed = locations.filter((l) => l.coordinates)
  const at = (place: RentalPlace) =>
    place.kind === 'location' ? locations.find((l) => l.name_key === place.key) : undefined
  const from = at(choice.pickup)?.coordinates
  const to = choice.differentDropoff ? at(choice.dropoff)?.coordinates : undefined
  const week = weekStart(locale)

  const place = (which: 'pickup' | 'dropoff') => {
    const value = choice[which]
    const allowAddress = which === 'pickup' ? options.allowCustomPickup : options.allowCustomDropoff
    const id = j.fieldId(which)
    const error = errorOf(which)
    const addressError = errorOf(`${which}_address`)
    const chosen = value.kind === 'address' ? ADDRESS : value.key
    const location = at(value)
    return (
      <>
        <div className={classNames('lead-form__field', error && 'lead-form__field--invalid')}>
          <label className="lead-form__label" htmlFor={id}>
            {which === 'pickup' ? text.pickup_location : text.dropoff_location}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={id}
            value={chosen}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : location?.address ? `${id}-address` : undefined}
            onChange={(event) => {
              const next: RentalPlace =
                event.target.value === ADDRESS
                  ? { kind: 'address', address: '' }
                  : { kind: 'location', key: event.target.value }
              j.update((c) => ({ ...c, [which]: next }))
            }}
          >
            <option value="">{text.choose_location}</option>
            {locations.map((l) => (
              <option key={l.name_key} value={l.name_key}>
                {placeLabel({ kind: 'location', key: l.name_key }, locations, uiText(locale).comma)}
              </option>
            ))}
            {allowAddress ? (
              <option value={ADDRESS}>
                {which === 'pickup' ? text.custom_pickup_option : text.custom_dropoff_option}
              </option>
            ) : null}
          </select>
          {location?.address ? (
            <p className="lead-form__help" id={`${id}-address`}>
              {location.address}
            </p>
          ) : null}
          {error ? (
            <p className="lead-form__error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        {value.kind === 'address' ? (
          <div className={classNames('lead-form__field', addressError && 'lead-form__field--invalid')}>
            <label className="lead-form__label" htmlFor={j.fieldId(`${which}_address`)}>
              {which === 'pickup' ? text.pickup_address : text.dropoff_address}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={j.fieldId(`${which}_address`)}
              type="text"
              autoComplete="street-address"
              maxLength={300}
              value={value.address}
              aria-required="true"
              aria-invalid={addressError ? true : undefined}
              aria-describedby={addressError ? `${j.fieldId(`${which}_address`)}-error` : undefined}
              onChange={(event) =>
                j.update((c) => ({ ...c, [which]: { kind: 'address', address: event.target.value } }))
              }
            />
            {addressError ? (
              <p className="lead-form__error" id={`${j.fieldId(`${which}_address`)}-error`}>
                {addressError}
              </p>
            ) : null}
          </div>
        ) : null}
      </>
    )
  }

  const dateField = (which: 'pickupDate' | 'dropoffDate') => {
    const field = which === 'pickupDate' ? 'pickup_date' : 'dropoff_date'
    // The return cannot be before the pick-up: its calendar starts at the pick-up date when there is one.
    const min =
      which === 'dropoffDate' && /^\d{4}-/.test(choice.pickupDate) ? choice.pickupDate : j.limits.min
    return (
      <DateField
        id={j.fieldId(field)}
        label={which === 'pickupDate' ? text.pickup_date : text.dropoff_date}
        value={choice[which]}
        onChange={(value) => j.update((c) => ({ ...c, [which]: value }))}
        error={errorOf(field)}
        limits={{ min, max: j.limits.max, disabledWeekdays: options.disabledWeekdays }}
        pattern={options.datePattern}
        today={j.today}
        locale={locale}
        rtl={rtl}
        weekStart={week}
        text={text}
      />
    )
  }

  const selectedIndex = placed.findIndex((l) => l.name_key === pickupKey)
  return (
    <div className="rental-location">
      <div className="rental-location__fields">
        <div className="lead-form__fields lead-form__fields--two-columns">
          {place('pickup')}
          {options.allowDifferentDropoff ? (
            <div className="lead-form__field">
              <label className="lead-form__choice" htmlFor={j.fieldId('different_dropoff')}>
                <input
                  id={j.fieldId('different_dropoff')}
                  type="checkbox"
                  checked={choice.differentDropoff}
                  onChange={(event) => j.update((c) => ({ ...c, differentDropoff: event.target.checked }))}
                />
                <span>{text.different_dropoff}</span>
              </label>
            </div>
          ) : null}
          {options.allowDifferentDropoff && choice.differentDropoff ? place('dropoff') : null}
          {from && to && (from.lat !== to.lat || from.lng !== to.lng) ? (
            <p className="rental-location__distance">
              {fillPlaceholders(text.distance, {
                distance: `${distanceBetween(from, to, options.distanceUnit)} ${options.distanceUnit === 'mi' ? text.unit_mi : text.unit_km}`,
              })}
            </p>
          ) : null}
          <div className="lead-form__field--half rental-location__date">{dateField('pickupDate')}</div>
          <div className="lead-form__field--half rental-location__date">{dateField('dropoffDate')}</div>
          {j.vehicles.length ? (
            <div
              className={classNames('lead-form__field', errorOf('vehicle') && 'lead-form__field--invalid')}
            >
              <label className="lead-form__label" htmlFor={j.fieldId('vehicle')}>
                {text.vehicle}
                <span aria-hidden="true"> *</span>
              </label>
              <select
                id={j.fieldId('vehicle')}
                value={choice.vehicle}
                aria-required="true"
                aria-invalid={errorOf('vehicle') ? true : undefined}
                aria-describedby={errorOf('vehicle') ? `${j.fieldId('vehicle')}-error` : undefined}
                onChange={(event) => j.update((c) => ({ ...c, vehicle: event.target.value }))}
              >
                <option value="">{text.choose_vehicle}</option>
                {offered.map((v) => (
                  <option key={v.nameplate_name} value={v.nameplate_name}>
                    {v.display_name}
                  </option>
                ))}
                {vehicle && !offered.includes(vehicle) ? (
                  <option value={vehicle.nameplate_name}>{vehicle.display_name}</option>
                ) : null}
              </select>
              {errorOf('vehicle') ? (
                <p className="lead-form__error" id={`${j.fieldId('vehicle')}-error`}>
                  {errorOf('vehicle')}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {vehicle ? <RentalVehicleCard vehicle={vehicle} prices={prices} text={text} compact /> : null}
      </div>
      {placed.length ? (
        <div className="rental-location__map">
          <StaticMap
            locations={placed.map((l) => ({
              lat: l.coordinates!.lat,
              lng: l.coordinates!.lng,
              label: l.point_name || l.city_name,
            }))}
            selected={selectedIndex}
            zoom={options.mapZoom}
            label={uiText(locale).mapOf(
              selectedIndex >= 0 ? (placed[selectedIndex]?.city_name ?? '') : uiText(locale).locations,
            )}
          />
        </div>
      ) : null}
    </div>
  )
}
