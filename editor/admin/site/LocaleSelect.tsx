import { Select } from '../../ui/Select.js'

/**
 * The locale a Site section screen edits (navigation, footer): locked while there are unsaved changes, so an
 * edit never lands in another locale's tree.
 */
export function LocaleSelect({
  locales,
  value,
  unsaved,
  onChange,
}: {
  locales: readonly string[]
  value: string
  unsaved: boolean
  onChange: (locale: string) => void
}) {
  return (
    <Select
      label="Locale"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={locales.map((l) => ({ value: l, label: l }))}
      disabled={unsaved}
      hint={unsaved ? 'Save or discard your changes first' : undefined}
    />
  )
}
