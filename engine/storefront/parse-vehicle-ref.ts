const UUID_TAIL = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

/**
 * The `{slug}-{vehicleId}` part of a vehicle page path (000 §2) split in two: the id is a UUID at the end
 * when there is one (UUIDs hold hyphens), else whatever follows the last hyphen. Null when there is no
 * hyphen or either part is empty.
 */
export function parseVehicleRef(ref: string): { slug: string; id: string } | null {
  const uuid = UUID_TAIL.exec(ref)
  if (uuid?.[1]) {
    const slug = ref.slice(0, -uuid[0].length)
    return slug ? { slug, id: uuid[1] } : null
  }
  const at = ref.lastIndexOf('-')
  if (at <= 0 || at === ref.length - 1) return null
  return { slug: ref.slice(0, at), id: ref.slice(at + 1) }
}
