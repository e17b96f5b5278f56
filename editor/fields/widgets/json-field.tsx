import { useState } from 'react'
import { useSyncedDraft } from '../use-synced-draft.js'
import type { WidgetProps } from '../widget-props.js'

/**
 * JSON in a text area (Json fields and Markdown json). Only text that parses is dispatched, as the parsed
 * value (never a string of JSON); until then the parse error shows inline and the stored value stays.
 */
export function JsonField({ id, value, required, describedBy, invalid, onChange }: WidgetProps<unknown>) {
  const formatted = value === undefined ? '' : JSON.stringify(value, null, 2)
  const [draft, setDraft] = useSyncedDraft(formatted, (text) => {
    const parsed = parse(text)
    return parsed.ok && JSON.stringify(parsed.value) === JSON.stringify(value)
  })
  const [problem, setProblem] = useState<string | null>(null)
  const problemId = `${id}-parse`
  return (
    <>
      <textarea
        id={id}
        className="field-input field-textarea field-json"
        rows={8}
        spellCheck={false}
        value={draft}
        aria-describedby={
          [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={invalid || problem !== null || undefined}
        aria-required={required || undefined}
        onChange={(e) => {
          const text = e.target.value
          setDraft(text)
          if (text.trim() === '') {
            setProblem(null)
            onChange(undefined)
            return
          }
          const parsed = parse(text)
          if (parsed.ok) {
            setProblem(null)
            onChange(parsed.value)
          } else setProblem(parsed.message)
        }}
      />
      {problem ? (
        <p id={problemId} className="field-parse-error" role="status">
          Not valid JSON, not saved: {problem}
        </p>
      ) : null}
    </>
  )
}

function parse(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) }
  }
}
