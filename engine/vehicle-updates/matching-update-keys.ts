import type { JlrSelectVehicleToUpdateAttributes } from '../../templates/generated/types.js'

type Mapper = NonNullable<JlrSelectVehicleToUpdateAttributes['subblocks_mapper']>

/**
 * The keys of the updates that apply to a model and year (002 §3 subblocks_mapper): the subblocks groups
 * with a match_dropdowns entry for that parent and child. An entry without child_key applies to every year
 * of its model. Keys come once each, in the mapper's order; nothing matches until both are chosen.
 */
export function matchingUpdateKeys(
  mapper: Mapper | undefined,
  parentKey: string,
  childKey: string,
): string[] {
  if (!mapper || !parentKey || !childKey) return []
  const keys = mapper.subblocks_groups
    .filter((group) =>
      group.match_dropdowns.some(
        (m) => m.parent_key === parentKey && (m.child_key === undefined || m.child_key === childKey),
      ),
    )
    .map((group) => group.key)
  return [...new Set(keys)]
}
