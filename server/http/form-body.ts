import express, { type RequestHandler } from 'express'
import { HttpError } from './http-error.js'
import { textProblem } from './text-problem.js'

/** A form post's fields: each name with its values in the order sent (checkboxes repeat a name). */
export type FormFields = Map<string, string[]>

// A form has tens of fields; a body with thousands of pairs is not one.
const MAX_PAIRS = 500
const utf8 = new TextDecoder('utf-8', { fatal: true })

class UndecodableText extends Error {}

/** `+` and %XX decoded to bytes, then read as strict UTF-8: an encoded lone surrogate is not text. */
function decode(part: string): string {
  const bytes: number[] = []
  for (let i = 0; i < part.length; i++) {
    const c = part[i] as string
    if (c === '+') bytes.push(0x20)
    else if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(part.slice(i + 1, i + 3))) {
      bytes.push(parseInt(part.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      // Characters sent unencoded (express.text has already read the bytes as UTF-8): whole code points.
      const point = part.codePointAt(i) as number
      bytes.push(...Buffer.from(String.fromCodePoint(point), 'utf8'))
      if (point > 0xffff) i++
    }
  }
  try {
    return utf8.decode(Uint8Array.from(bytes))
  } catch {
    throw new UndecodableText()
  }
}

const refuse = (field: string, problem: string) =>
  new HttpError(400, 'invalid_body', `The form field ${field} ${problem}`, [
    { path: field, message: problem },
  ])

const nameForMessage = (raw: string) => {
  const shown = raw.slice(0, 60).replace(/[^\w.-]/g, '?')
  return shown ? `"${shown}"` : 'with an empty name'
}

/**
 * Parses an `application/x-www-form-urlencoded` body (a form posted by a browser without JavaScript) up to
 * `limit` into `res.locals.formFields`, with the JSON parser's text rule (server/http/json-body.ts): a NUL,
 * a lone surrogate (percent-encoded as CESU-8 bytes) or any other invalid UTF-8 in a name or value is a 400
 * `invalid_body` naming the field, before any handler, hash or rate limit sees it. Other bodies pass by.
 */
export function formBody(options: { limit: string }): RequestHandler {
  const read = express.text({ type: 'application/x-www-form-urlencoded', limit: options.limit })
  return (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) return next()
    read(req, res, (error?: unknown) => {
      if (error) return next(error)
      const body = typeof req.body === 'string' ? req.body : ''
      const fields: FormFields = new Map()
      const pairs = body ? body.split('&') : []
      if (pairs.length > MAX_PAIRS)
        return next(new HttpError(413, 'payload_too_large', `The form has more than ${MAX_PAIRS} fields`))
      for (const pair of pairs) {
        if (!pair) continue
        const at = pair.indexOf('=')
        const rawName = at < 0 ? pair : pair.slice(0, at)
        let name: string
        let value: string
        try {
          name = decode(rawName)
        } catch {
          return next(
            refuse(nameForMessage(rawName), 'name is not valid UTF-8 text (an encoded lone surrogate?)'),
          )
        }
        const nameProblem = textProblem(name)
        if (nameProblem) return next(refuse(nameForMessage(name), `name ${nameProblem}`))
        try {
          value = at < 0 ? '' : decode(pair.slice(at + 1))
        } catch {
          return next(refuse(name, 'is not valid UTF-8 text (an encoded lone surrogate?)'))
        }
        const problem = textProblem(value)
        if (problem) return next(refuse(name, problem))
        fields.set(name, [...(fields.get(name) ?? []), value])
      }
      res.locals.formFields = fields
      // Nothing after this reads the raw text (the JSON parser's checks would look at it as a value).
      req.body = undefined
      next()
    })
  }
}
