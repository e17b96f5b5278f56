/** A stock button's target with `{id}` and `{list}` replaced by the vehicle's (URL-encoded). */
export function buttonHref(target: string, vehicle: { id: string; list: string }): string {
  return target
    .replace(/\{id\}/g, encodeURIComponent(vehicle.id))
    .replace(/\{list\}/g, encodeURIComponent(vehicle.list))
}
