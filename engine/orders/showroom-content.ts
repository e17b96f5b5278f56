/** A showroom content block (000 §3): shown with a payment option or on its own ("additional"). */
export type ShowroomContent =
  | { type: 'html'; html: string }
  | { type: 'calculator'; config: { fields: string[]; groups: string[] } }
  | { type: 'form'; form_id: string }
  | { type: 'finance_options_table'; rows: { label: string }[] }

const texts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v !== '')

/**
 * The content block of a config entry when it is valid (000 §5): html needs a non-empty string; a
 * calculator a config with both fields and groups; a form a form_id; a finance options table is always
 * valid, keeping only rows with a non-empty label. Anything else is null (not shown).
 */
export function showroomContent(raw: unknown): ShowroomContent | null {
  if (typeof raw !== 'object' || raw === null) return null
  const c = raw as Record<string, unknown>
  switch (c.type) {
    case 'html':
      return typeof c.html === 'string' && c.html.trim() !== '' ? { type: 'html', html: c.html } : null
    case 'calculator': {
      const config = c.config as { fields?: unknown; groups?: unknown } | undefined
      return config && texts(config.fields) && texts(config.groups)
        ? { type: 'calculator', config: { fields: config.fields, groups: config.groups } }
        : null
    }
    case 'form':
      return typeof c.form_id === 'string' && c.form_id !== '' ? { type: 'form', form_id: c.form_id } : null
    case 'finance_options_table': {
      const rows = Array.isArray(c.rows) ? c.rows : []
      return {
        type: 'finance_options_table',
        rows: rows
          .filter((r): r is { label: string } => typeof (r as { label?: unknown })?.label === 'string')
          .filter((r) => r.label.trim() !== '')
          .map((r) => ({ label: r.label })),
      }
    }
    default:
      return null
  }
}
