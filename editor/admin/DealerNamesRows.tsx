import type { DealerFieldError as Problem } from '../../engine/dealers/dealer-input.js'
import { Button } from '../ui/Button.js'
import { DealerField } from './DealerField.js'
import { DealerFieldError } from './DealerFieldError.js'

/**
 * The retailer's name in other languages (language code and name): the footer picker and the locators show
 * it on pages in that language.
 */
export function DealerNamesRows({
  names,
  errors,
  onChange,
}: {
  names: Record<string, string>
  errors: readonly Problem[]
  onChange: (names: Record<string, string>) => void
}) {
  const rows = Object.entries(names)
  const write = (next: [string, string][]) => onChange(Object.fromEntries(next))
  return (
    <fieldset className="dealer-form__group">
      <legend>Names in other languages</legend>
      <DealerFieldError field="names" errors={errors} />
      {rows.map(([language, name], i) => (
        <div key={i} className="dealer-form__row" role="group" aria-label={`Name ${i + 1}`}>
          <DealerField label="Language code" field={`names.${language}.code`} errors={[]}>
            {(control) => (
              <input
                {...control}
                value={language}
                maxLength={2}
                size={4}
                onChange={(e) =>
                  write(rows.map((row, j) => (j === i ? [e.target.value.toLowerCase(), row[1]] : row)))
                }
              />
            )}
          </DealerField>
          <DealerField label="Name" field={`names.${language}`} errors={errors}>
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={120}
                dir="auto"
                onChange={(e) => write(rows.map((row, j) => (j === i ? [row[0], e.target.value] : row)))}
              />
            )}
          </DealerField>
          <Button aria-label={`Remove name ${i + 1}`} onClick={() => write(rows.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </div>
      ))}
      <Button
        disabled={rows.length >= 10 || rows.some(([language]) => !language)}
        onClick={() => write([...rows, [rows.some(([l]) => l === 'ar') ? '' : 'ar', '']])}
      >
        Add a name
      </Button>
    </fieldset>
  )
}
