/** Empty anchors carrying the tabs' hash ids (see useHashTab); nothing when no tab has one. */
export function HashTargets({ ids }: { ids: readonly (string | undefined)[] }) {
  const present = ids.filter((id): id is string => Boolean(id))
  if (!present.length) return null
  return (
    <>
      {present.map((id) => (
        <span key={id} id={id} className="hash-target" />
      ))}
    </>
  )
}
