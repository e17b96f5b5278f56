import { describedBy } from './described-by.js'

/**
 * The attributes every control in a FieldFrame carries (Input, Select, Textarea): its id, the design system's
 * look, marked invalid when it has an error, and described by its hint and error.
 */
export function fieldControlProps(id: string, hint?: string, error?: string | null) {
  return {
    id,
    className: 'ui-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  }
}
