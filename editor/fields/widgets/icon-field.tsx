import { useState } from 'react'
import { Icon } from '../../../renderer/html/icon.js'
import { ICON_KEYS } from '../icon-keys.js'
import type { WidgetProps } from '../widget-props.js'

const NONE = '\u0000none'

/** An icon picker: a search box narrowing a select of the icon set, with a preview of the choice. */
export function IconField({ id, value, required, describedBy, invalid, onChange }: WidgetProps<string>) {
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const matches = ICON_KEYS.filter(
    (icon) => !q || icon.key.includes(q) || icon.label.toLowerCase().includes(q),
  )
  const current = typeof value === 'string' && value !== '' ? value : undefined
  // The chosen icon stays in the list whatever the search, so the select always shows the stored value.
  const shown =
    current && !matches.some((m) => m.key === current)
      ? [
          ICON_KEYS.find((i) => i.key === current) ?? { key: current, label: `${current} (unknown)` },
          ...matches,
        ]
      : matches
  return (
    <div className="field-icon">
      <input
        type="search"
        className="field-input field-icon-search"
        aria-label="Search icons"
        aria-controls={id}
        placeholder="Search icons"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <select
        id={id}
        className="field-input field-select"
        value={current ?? NONE}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        onChange={(e) => onChange(e.target.value === NONE ? undefined : e.target.value)}
      >
        <option value={NONE}>(no icon)</option>
        {shown.map((icon) => (
          <option key={icon.key} value={icon.key}>
            {icon.label}
          </option>
        ))}
      </select>
      <span className="field-icon-preview">
        <Icon name={current} />
      </span>
    </div>
  )
}
