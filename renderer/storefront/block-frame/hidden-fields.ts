/**
 * hidden_fields of the editor templates (docs/decisions/054): the names of the fields an editor has hidden,
 * a block's own by key (`title`) and an item's as `<group>.<field>` (`slides.description`). The values stay
 * stored; the component just leaves them out. Returns whether a field shows.
 */
export function fieldVisibility(hidden: readonly string[] | undefined): (field: string) => boolean {
  const set = new Set(hidden ?? [])
  return (field) => !set.has(field)
}
