import { HttpError } from '../http/http-error.js'

export interface FieldProblem {
  field: string
  message: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads the fields of a JSON body one by one and collects every problem, named by its path (`order.email`),
 * so one 422 lists all of them. `done()` throws that 422, or answers nothing when all were fine.
 */
export class BodyFields {
  private readonly object: Record<string, unknown>

  constructor(
    value: unknown,
    private readonly prefix = '',
    /** Shared with nested readers, so the root's `done()` reports every problem. */
    readonly problems: FieldProblem[] = [],
  ) {
    if (!isRecord(value)) {
      this.object = {}
      this.problems.push({ field: prefix.replace(/\.$/, '') || 'body', message: 'must be a JSON object' })
    } else this.object = value
  }

  /** Notes a problem with the field `name` (named with this reader's prefix), for checks of the caller's own. */
  problem(name: string, message: string): undefined {
    this.problems.push({ field: `${this.prefix}${name}`, message })
    return undefined
  }

  /** A string of 1 to `max` characters (trimmed), matching `pattern` when given. */
  string(
    name: string,
    options: { required?: boolean; max?: number; pattern?: RegExp; message?: string } = {},
  ): string | undefined {
    const value = this.object[name]
    if (value === undefined || value === null || value === '')
      return options.required ? this.problem(name, 'is required') : undefined
    if (typeof value !== 'string') return this.problem(name, 'must be a string')
    const text = value.trim()
    if (text.length > (options.max ?? 200))
      return this.problem(name, `must be at most ${options.max ?? 200} characters`)
    if (options.pattern && !options.pattern.test(text))
      return this.problem(name, options.message ?? 'is not in the expected format')
    return text
  }

  /** A finite number within [min, max]. Numeric strings are accepted (query strings, form posts). */
  number(name: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const raw = this.object[name]
    if (raw === undefined || raw === null || raw === '')
      return options.required ? this.problem(name, 'is required') : undefined
    const value = typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.problem(name, 'must be a number')
    if (options.min !== undefined && value < options.min)
      return this.problem(name, `must be at least ${options.min}`)
    if (options.max !== undefined && value > options.max)
      return this.problem(name, `must be at most ${options.max}`)
    return value
  }

  /** A list of 1 to `max` strings, each checked like `string` and named by its index (`recipients.0`). */
  strings(
    name: string,
    options: { required?: boolean; max: number; pattern?: RegExp; message?: string },
  ): string[] | undefined {
    const value = this.object[name]
    if (value === undefined || value === null)
      return options.required ? this.problem(name, 'is required') : undefined
    if (!Array.isArray(value) || value.length === 0)
      return this.problem(name, 'must be a list of at least one')
    if (value.length > options.max) return this.problem(name, `must hold at most ${options.max}`)
    const items = new BodyFields(
      Object.fromEntries(value.map((v, i) => [String(i), v])),
      `${this.prefix}${name}.`,
      this.problems,
    )
    const texts = value.map((_, i) =>
      items.string(String(i), { required: true, pattern: options.pattern, message: options.message }),
    )
    return texts.every((t): t is string => t !== undefined) ? texts : undefined
  }

  boolean(name: string): boolean | undefined {
    const value = this.object[name]
    if (value === undefined || value === null) return undefined
    if (typeof value !== 'boolean') return this.problem(name, 'must be true or false')
    return value
  }

  /** A nested object, read with its own BodyFields whose problems join these. */
  nested(name: string, options: { required?: boolean } = {}): BodyFields | undefined {
    const value = this.object[name]
    if (value === undefined || value === null)
      return options.required ? this.problem(name, 'is required') : undefined
    return new BodyFields(value, `${this.prefix}${name}.`, this.problems)
  }

  /** Free-form JSON object kept as is (metadata, trade-in): only its size is bounded. */
  record(name: string, maxChars = 16_384): Record<string, unknown> | undefined {
    const value = this.object[name]
    if (value === undefined || value === null) return undefined
    if (!isRecord(value)) return this.problem(name, 'must be a JSON object')
    if (JSON.stringify(value).length > maxChars)
      return this.problem(name, `must be at most ${maxChars} characters of JSON`)
    return value
  }

  /** Throws one 422 naming every field with a problem, nested ones included. */
  done(message = 'Some fields need attention'): void {
    if (this.problems.length) throw new HttpError(422, 'validation_failed', message, this.problems)
  }
}
